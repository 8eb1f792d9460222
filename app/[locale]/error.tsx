'use client';

import { ErrorView } from '@/components/errors/error-view';

export default function LocaleError({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  return <ErrorView status={error.status ?? 500} onRetry={reset} />;
}
