import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useWriteError, type TWriteOptions } from '@/lib/hooks/use-write-error';
import type { TRecognition, TRecognitionCreate, TReviewCounts, TReviewDecisionInput, TReviewFilter, TTeacher } from '@/lib/shared/validation/recognition';
import { browserApi } from './browser-client';
import type { TApi } from './client';
import { fieldErrorsOf } from './errors';
import { invalidateJournals } from './journals';
import { experienceKeys, recognitionKeys } from './query-keys';

type Data<T> = { data: T };

/** Spec §7 teacher lookup: the community's teachers, and the external ones this learner already asked. */
export async function fetchTeachers(communityId: number, studentId: number, api: TApi = browserApi()): Promise<TTeacher[]> {
  const params = { teacher: { communityId, studentId }, externalTeachers: true };
  return (await api.get<Data<TTeacher[]>>('/teachers', { params })).data.data;
}

export const getTeachersQueryOptions = (communityId: number, studentId: number, api?: TApi) =>
  queryOptions({ queryKey: recognitionKeys.teachers(communityId, studentId), queryFn: () => fetchTeachers(communityId, studentId, api) });

/** One recognition: its learner and its teacher read it; an external teacher reads it with the mail's token. */
export async function fetchRecognition(id: number, token: string | null = null, api: TApi = browserApi()): Promise<TRecognition> {
  return (await api.get<Data<TRecognition>>(`/micro_recognitions/${id}`, { params: token ? { token } : undefined })).data.data;
}

export const getRecognitionQueryOptions = (id: number, token: string | null = null, api?: TApi) =>
  queryOptions({ queryKey: recognitionKeys.one(id, token), queryFn: () => fetchRecognition(id, token, api) });

/** The signed-in teacher's requests in one filter of their workspace (all open ones without it). */
export async function fetchRecognitionsToReview(filter?: TReviewFilter, api: TApi = browserApi()): Promise<TRecognition[]> {
  return (await api.get<Data<TRecognition[]>>('/micro_recognitions/review', { params: filter ? { filter } : undefined })).data.data;
}

export const getRecognitionsToReviewQueryOptions = (filter?: TReviewFilter, api?: TApi) =>
  queryOptions({ queryKey: [...recognitionKeys.review(), filter ?? 'open'], queryFn: () => fetchRecognitionsToReview(filter, api) });

/** How many requests each filter of the signed-in teacher's workspace holds. */
export async function fetchReviewCounts(api: TApi = browserApi()): Promise<TReviewCounts> {
  return (await api.get<Data<TReviewCounts>>('/micro_recognitions/review/count')).data.data;
}

// Under the review list's key: whatever makes the lists stale (a decision) makes the counts stale too.
// Read by the header on every page: fresh for a minute, so a page's header, home panel and filters ask once.
export const getReviewCountsQueryOptions = (api?: TApi) =>
  queryOptions({ queryKey: [...recognitionKeys.review(), 'count'], queryFn: () => fetchReviewCounts(api), staleTime: 60_000 });

type TNewRecognition = { recognition: TRecognitionCreate; idempotencyKey: string };

async function createRecognition({ recognition, idempotencyKey }: TNewRecognition): Promise<TRecognition> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  return (await browserApi().post<Data<TRecognition>>('/micro_recognitions', { microRecognition: recognition }, { headers })).data.data;
}

/** Spec §4: resend and the learner's answer to a question both hand the recognition back to the teacher. */
async function handBackToTeacher({ id, studentMessage }: { id: number; studentMessage?: string }): Promise<TRecognition> {
  const microRecognition = { status: 'teacher_action' as const, ...(studentMessage ? { studentMessage } : {}) };
  return (await browserApi().patch<Data<TRecognition>>(`/micro_recognitions/${id}`, { microRecognition })).data.data;
}

async function cancelRecognition(id: number): Promise<void> {
  await browserApi().delete(`/micro_recognitions/${id}`);
}

async function reviewRecognition({ id, review }: { id: number; review: TReviewDecisionInput }): Promise<TRecognition> {
  return (await browserApi().post<Data<TRecognition>>(`/micro_recognitions/${id}/review`, review)).data.data;
}

async function askForReviewLink(token: string): Promise<void> {
  await browserApi().post('/micro_recognitions/review_links', { token });
}

/** The experience's badge and panel come with it: every list that may show it reloads, and so does the recognition. */
const recognitionChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: recognitionKeys.all }),
    queryClient.invalidateQueries({ queryKey: experienceKeys.mine() }),
    invalidateJournals(queryClient),
  ]);

function useRecognitionWrite<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>, options: TWriteOptions = {}) {
  const queryClient = useQueryClient();
  const report = useWriteError();
  return useMutation({ mutationFn, onSuccess: () => recognitionChanged(queryClient), onError: (error) => report(error, options) });
}

/**
 * Spec §8: "creating a recognition: failure is only logged, with no user message". A 422's
 * field messages still reach the form: they say what to correct, not that something failed.
 */
export function useCreateRecognition({ onFieldErrors }: TWriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecognition,
    onSuccess: () => recognitionChanged(queryClient),
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields && onFieldErrors && onFieldErrors(fields) !== false) return;
      console.error('Recognition creation failed', error);
    },
  });
}

/** Spec §8: resend and cancel failures show an error toast with the error's message. */
export const useResendRecognition = () => useRecognitionWrite((id: number) => handBackToTeacher({ id }));
export const useAnswerTeacher = ({ onFieldErrors }: TWriteOptions = {}) => useRecognitionWrite(handBackToTeacher, { onFieldErrors });
export const useCancelRecognition = () => useRecognitionWrite(cancelRecognition);
/**
 * A decision through a mailed link spends the link: reading with it again would be refused, so
 * the answer takes its read's place in the cache, and every other read reloads.
 */
export function useReviewRecognition({ onFieldErrors }: TWriteOptions = {}) {
  const queryClient = useQueryClient();
  const report = useWriteError();
  return useMutation({
    mutationFn: reviewRecognition,
    onSuccess: async (answer, { id, review }) => {
      const read = recognitionKeys.one(id, review.token ?? null);
      queryClient.setQueryData(read, answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recognitionKeys.all, predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(read) }),
        invalidateJournals(queryClient),
      ]);
    },
    onError: (error) => report(error, { onFieldErrors }),
  });
}

export function useAskForReviewLink() {
  const report = useWriteError();
  return useMutation({ mutationFn: askForReviewLink, onError: (error) => report(error) });
}
