import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useWriteError } from '@/lib/hooks/use-write-error';
import { DELETE_TOAST_LIFE_MS } from '@/lib/stores/toast-store';
import { browserApi } from './client';
import { removeFromJournals } from './journals';

async function deleteStory(id: number): Promise<void> {
  await browserApi().delete(`/stories/${id}`);
}

/** Spec §8: a deleted story leaves every list at once; a failure is a 3-second error toast. */
export function useDeleteStory() {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const report = useWriteError();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: (_answer, id) => removeFromJournals(queryClient, { type: 'Story', id }),
    onError: (error) => report(error, { summary: t('toasts.error'), detail: t('journal.delete.storyError'), life: DELETE_TOAST_LIFE_MS }),
  });
}
