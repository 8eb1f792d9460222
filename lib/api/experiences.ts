import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TApi } from './client';
import { useTranslations } from 'next-intl';
import { useWriteError, type TWriteOptions } from '@/lib/hooks/use-write-error';
import type { TErrorToastOptions } from '@/lib/hooks/use-error-toast';
import { DELETE_TOAST_LIFE_MS } from '@/lib/stores/toast-store';
import type { TAddress, TExperienceCreateInput, TExperienceUpdateInput } from '@/lib/shared/validation/experience';
import type { TExperience, TSkill } from '@/lib/shared/validation/experience-answer';
import type { TPaginated } from '@/lib/shared/validation/pagination';
import type { TPlace } from '@/lib/shared/validation/place';
import { browserApi } from './browser-client';
import { ApiError } from './errors';
import { invalidateJournals, removeFromJournals } from './journals';
import { communityKeys, experienceKeys } from './query-keys';
import { snakeWire } from '@/lib/shared/wire-case';
import { formOf, keepInOutbox, type TOutboxAuthor, type TOutboxPart } from '@/lib/offline/outbox';
import { sendOrKeep, type TSentOrKept } from './kept-when-offline';

type Data<T> = { data: T };

/** Reads take the client to use: the browser's by default, the server's (lib/api/server) when prefetching. */
export async function fetchExperience(id: number, api: TApi = browserApi()): Promise<TExperience> {
  const body = (await api.get<Data<TExperience>>(`/experiences/${id}`)).data;
  // Spec §5: "fails with a not-found error when the response has no data".
  if (!body?.data) throw new ApiError('Experience not found', 404, 'NOT_FOUND', null);
  return body.data;
}

async function fetchMyExperiences(page = 0, api: TApi = browserApi()): Promise<TPaginated<TExperience>> {
  return (await api.get<Data<TPaginated<TExperience>>>('/experiences', { params: { page } })).data.data;
}

/** The author's own experiences, page after page: /experiences, the pickers of the story draft (spec §2) and the portrait. */
export const getMyExperiencesInfiniteOptions = (api?: TApi) =>
  infiniteQueryOptions({
    queryKey: [...experienceKeys.mine(), 'all-pages'],
    queryFn: ({ pageParam }) => fetchMyExperiences(pageParam, api),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (lastPage + 1 < last.totalPages.pages ? lastPage + 1 : undefined),
  });

export async function fetchPublicExperience(token: string, api: TApi = browserApi()): Promise<TExperience> {
  const body = (await api.get<Data<TExperience>>('/experiences/public_experience', { params: { publicToken: token } })).data;
  if (!body?.data) throw new ApiError('Experience not found', 404, 'NOT_FOUND', null);
  return body.data;
}

async function fetchCommunitySkills(): Promise<TSkill[]> {
  return (await browserApi().get<Data<TSkill[]>>('/skills')).data.data;
}

export const getCommunitySkillsQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.skills(), queryFn: fetchCommunitySkills, staleTime: 5 * 60_000 });

/** Location search (spec §7 /api/mapbox): by text, or by coordinates for "use my position". */
export async function searchPlaces(params: { query: string; language: string } | { latitude: number; longitude: number; language: string }) {
  const response = await browserApi().get<Data<TPlace[]>>('/mapbox', { baseURL: '/api', params });
  return response.data.data;
}

/**
 * Creation sends the picture with the data in one multipart request, so an experience never
 * exists without its picture; the JSON part is snake_cased like every other body. The draft's
 * idempotency key makes a repeated send (a retry after a lost answer) return the first result.
 * Without a network the same request waits in the device's outbox: `kept`.
 */
async function createExperience({ experience, picture, idempotencyKey, outbox }: TNewExperience): Promise<TSentOrKept<TExperience>> {
  const parts: TOutboxPart[] = [
    { name: 'experience', value: JSON.stringify(snakeWire(experience)) },
    { name: 'experience[picture]', blob: picture, filename: 'picture.jpg' },
  ];
  const headers = { 'Idempotency-Key': idempotencyKey };
  return sendOrKeep(
    async () => (await browserApi().post<Data<TExperience>>('/experiences', formOf(parts), { headers })).data.data,
    outbox ? () => keepInOutbox({ key: idempotencyKey, ...outbox, kind: 'experience', request: { path: '/api/v2/experiences', parts } }) : null,
  );
}

async function updateExperience(id: number, changes: TExperienceUpdateInput): Promise<TExperience> {
  return (await browserApi().patch<Data<TExperience>>(`/experiences/${id}`, { experience: changes })).data.data;
}

async function updateExperiencePicture(id: number, picture: Blob): Promise<TExperience> {
  const form = new FormData();
  form.append('experience[picture]', picture, 'picture.jpg');
  return (await browserApi().patch<Data<TExperience>>(`/experience_pictures/${id}`, form)).data.data;
}

async function deleteExperience(id: number): Promise<void> {
  await browserApi().delete(`/experiences/${id}`);
}

type TNewExperience = { experience: TExperienceCreateInput; picture: Blob; idempotencyKey: string; outbox?: TOutboxAuthor };

/**
 * A saved experience: every list that may show it reloads (its own page is rendered by the
 * server, so no client cache holds it).
 */
async function experienceSaved(queryClient: QueryClient) {
  await Promise.all([queryClient.invalidateQueries({ queryKey: experienceKeys.mine() }), invalidateJournals(queryClient)]);
}

/**
 * Every write that saves an experience: on success every list that may show it reloads; a
 * failure goes through the one error path with the toast the caller names (and, for forms,
 * the field messages to the fields).
 */
function useExperienceSave<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>, failure: TWriteOptions & TErrorToastOptions) {
  const queryClient = useQueryClient();
  const report = useWriteError();
  return useMutation({ mutationFn, onSuccess: () => experienceSaved(queryClient), onError: (error) => report(error, failure) });
}

/** Spec §8: a failed submit (create, update or picture) says "experience.createError". */
function useSubmitFailure() {
  const t = useTranslations('experience');
  return { summary: t('createError'), detail: t('createErrorDetail') };
}

/** Spec §8: a failed address or tags update says which, under "Erreur de mise à jour". */
function useUpdateFailure(what: 'tags' | 'address') {
  const t = useTranslations('experience.errors');
  return { summary: t('updateSummary'), detail: t(what) };
}

export const useCreateExperience = ({ onFieldErrors }: TWriteOptions = {}) =>
  useExperienceSave(createExperience, { ...useSubmitFailure(), onFieldErrors });

export const useUpdateExperience = ({ onFieldErrors }: TWriteOptions = {}) =>
  useExperienceSave(({ id, changes }: { id: number; changes: TExperienceUpdateInput }) => updateExperience(id, changes), { ...useSubmitFailure(), onFieldErrors });

/** The picture is updated separately from the data (spec §4). */
export const useUpdateExperiencePicture = () =>
  useExperienceSave(({ id, picture }: { id: number; picture: Blob }) => updateExperiencePicture(id, picture), useSubmitFailure());

/** Spec §7: a tag update sends only tagsAttributes; the caller reads the answer's tagsAttributes back. */
export const useUpdateExperienceTags = () =>
  useExperienceSave(
    ({ id, tagsAttributes }: { id: number; tagsAttributes: TExperienceUpdateInput['tagsAttributes'] }) => updateExperience(id, { tagsAttributes }),
    useUpdateFailure('tags'),
  );

export const useUpdateExperienceAddress = () =>
  useExperienceSave(({ id, address }: { id: number; address: TAddress | null }) => updateExperience(id, { addressAttributes: address }), useUpdateFailure('address'));

/** Spec §8: a deleted experience leaves every list at once; a failure is a 3-second error toast. */
export function useDeleteExperience() {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const report = useWriteError();
  return useMutation({
    mutationFn: deleteExperience,
    onSuccess: async (_answer, id) => {
      removeFromJournals(queryClient, { type: 'Experience', id });
      await queryClient.invalidateQueries({ queryKey: experienceKeys.mine() });
    },
    onError: (error) => report(error, { summary: t('toasts.error'), detail: t('experience.delete.error'), life: DELETE_TOAST_LIFE_MS }),
  });
}
