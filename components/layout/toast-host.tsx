'use client';

import { Toast } from '@/components/ui/prime/toast';
import { useEffect, useRef } from 'react';
import { useToastStore } from '@/lib/stores/toast-store';

/** Toasts bottom-right (spec §9); loaded by FeedbackHosts on the first toast. */
export function ToastHost() {
  const toast = useRef<Toast>(null);
  const register = useToastStore((s) => s.register);
  useEffect(
    () =>
      register({
        show: (message) => toast.current?.show(message),
        clear: () => toast.current?.clear(),
      }),
    [register],
  );
  return <Toast ref={toast} position="bottom-right" />;
}
