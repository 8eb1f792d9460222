'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { startPlatformSignIn } from '@/lib/api/training-centers';
import { useWriteError } from '@/lib/hooks/use-write-error';
import type { TLocale } from '@/lib/shared/i18n/locales';
import type { TTrainingCenter } from '@/lib/shared/validation/training-center';

/** Spec §2 /auth/select_formation_center: one button per center; pressing one leaves for its platform's sign-in. */
export function TrainingCenterChoice({ centers, locale }: { centers: TTrainingCenter[]; locale: TLocale }) {
  const t = useTranslations('platformSignIn');
  const report = useWriteError();
  const start = useMutation({
    mutationFn: startPlatformSignIn,
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => report(error),
  });
  // Still busy once the address is known: the browser is on its way to the platform.
  const leaving = start.isPending || start.isSuccess;
  return (
    <ul className="stack training-centers" aria-label={t('centers')}>
      {centers.map((trainingCenter) => (
        <li key={trainingCenter.id}>
          <Button
            type="button"
            className="training-centers__choice"
            label={t('continueWith', { name: trainingCenter.name })}
            loading={leaving && start.variables?.trainingCenter.id === trainingCenter.id}
            disabled={leaving}
            onClick={() => start.mutate({ trainingCenter, locale })}
          />
        </li>
      ))}
    </ul>
  );
}
