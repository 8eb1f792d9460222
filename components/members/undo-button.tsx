'use client';

import { useState } from 'react';

/**
 * The undo of a toast: one press, then it stays pressed (the undo is a write of its own, with its
 * own toast). Its label comes from the caller: the toast host renders it under the root layout,
 * which does not send this page's messages (lib/i18n/client-messages.ts).
 */
export function UndoButton({ label, onUndo }: { label: string; onUndo: () => Promise<unknown> }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="p-button p-button-text p-button-sm"
      disabled={done}
      onClick={() => {
        setDone(true);
        void onUndo().catch(() => setDone(false));
      }}
    >
      {label}
    </button>
  );
}
