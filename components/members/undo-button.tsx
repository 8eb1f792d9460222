'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/** The undo of a toast: one press, then it stays pressed (the undo is a write of its own, with its own toast). */
export function UndoButton({ onUndo }: { onUndo: () => Promise<unknown> }) {
  const t = useTranslations('manageMembers');
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
      {t('toast.undo')}
    </button>
  );
}
