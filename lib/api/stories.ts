import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TApi } from './client';
import { useTranslations } from 'next-intl';
import { useWriteError, type TWriteOptions } from '@/lib/hooks/use-write-error';
import { DELETE_TOAST_LIFE_MS } from '@/lib/stores/toast-store';
import type { TStoryCreateInput, TStoryUpdateInput, TStoryWithExperiences } from '@/lib/shared/validation/story';
import { browserApi } from './browser-client';
import { ApiError } from './errors';
import { invalidateJournals, removeFromJournals } from './journals';
import { sendOrKeep, type TSentOrKept } from './kept-when-offline';
import { keepInOutbox, type TOutboxAuthor } from '@/lib/offline/outbox';
import { snakeWire } from '@/lib/shared/wire-case';

type Data<T> = { data: T };

/** Spec §5: reading a story "fails with a not-found error when the response has no data". */
function storyOf(body: Data<TStoryWithExperiences> | undefined): TStoryWithExperiences {
  if (!body?.data) throw new ApiError('Story not found', 404, 'NOT_FOUND', null);
  return body.data;
}

/** Spec §7 GET /v2/stories/{id}?view, with its default view: the story and its experiences. */
export async function fetchStory(id: number, api: TApi = browserApi()): Promise<TStoryWithExperiences> {
  return storyOf((await api.get<Data<TStoryWithExperiences>>(`/stories/${id}`, { params: { view: 'with_full_experiences' } })).data);
}

export async function fetchPublicStory(token: string, api: TApi = browserApi()): Promise<TStoryWithExperiences> {
  return storyOf((await api.get<Data<TStoryWithExperiences>>('/stories/public_story', { params: { publicToken: token } })).data);
}

type TNewStory = { story: TStoryCreateInput; idempotencyKey: string; outbox?: TOutboxAuthor };

/**
 * The draft's key makes a repeated send (a retry after a lost answer) return the first story.
 * Without a network the same request, snake_cased as the client would send it, waits in the
 * device's outbox: `kept`.
 */
async function createStory({ story, idempotencyKey, outbox }: TNewStory): Promise<TSentOrKept<TStoryWithExperiences>> {
  return sendOrKeep(
    async () => (await browserApi().post<Data<TStoryWithExperiences>>('/stories', { story }, { headers: { 'Idempotency-Key': idempotencyKey } })).data.data,
    outbox ? () => keepInOutbox({ key: idempotencyKey, ...outbox, kind: 'story', request: { path: '/api/v2/stories', json: JSON.stringify(snakeWire({ story })) } }) : null,
  );
}

async function updateStory({ id, changes }: { id: number; changes: TStoryUpdateInput }): Promise<TStoryWithExperiences> {
  return (await browserApi().put<Data<TStoryWithExperiences>>(`/stories/${id}`, { story: changes })).data.data;
}

async function replaceStoryExperiences({ id, experienceIds }: { id: number; experienceIds: number[] }): Promise<TStoryWithExperiences> {
  return (await browserApi().put<Data<TStoryWithExperiences>>(`/stories/${id}/story_experiences`, { experienceIds })).data.data;
}

async function deleteStory(id: number): Promise<void> {
  await browserApi().delete(`/stories/${id}`);
}

/** Every write that saves a story reloads the lists that may show it; failures take the one error path. */
function useStorySave<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>, { onFieldErrors }: TWriteOptions) {
  const t = useTranslations('story');
  const queryClient = useQueryClient();
  const report = useWriteError();
  return useMutation({
    mutationFn,
    onSuccess: () => storySaved(queryClient),
    onError: (error) => report(error, { summary: t('saveError'), detail: t('saveErrorDetail'), onFieldErrors }),
  });
}

const storySaved = (queryClient: QueryClient) => invalidateJournals(queryClient);

export const useCreateStory = (options: TWriteOptions = {}) => useStorySave(createStory, options);
export const useUpdateStory = (options: TWriteOptions = {}) => useStorySave(updateStory, options);
export const useReplaceStoryExperiences = (options: TWriteOptions = {}) => useStorySave(replaceStoryExperiences, options);

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
