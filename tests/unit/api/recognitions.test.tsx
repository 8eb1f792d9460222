import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMyExperiencesInfiniteOptions } from '@/lib/api/experiences';
import { getJournalQueryOptions } from '@/lib/api/journals';
import {
  fetchRecognition,
  fetchTeachers,
  getRecognitionQueryOptions,
  useAskForReviewLink,
  useCancelRecognition,
  useCreateRecognition,
  useResendRecognition,
  useReviewRecognition,
} from '@/lib/api/recognitions';
import { useSessionStore } from '@/lib/stores/session-store';
import type { TRecognition } from '@/lib/shared/validation/recognition';
import messages from '@/messages/fr.json';
import { aJournal, renderWithApp } from '../../support/mutation-harness';
import { aUser } from '../../support/users';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => useSessionStore.setState({ user: aUser() }));

const at = '2026-11-25T10:00:00.000Z';
/** The wire's answer, snake_case as the backend sends it. */
const aWireRecognition = (id: number) => ({
  id,
  status: 'pending',
  created_at: at,
  updated_at: at,
  resendable_at: '2026-12-02T10:00:00.000Z',
  experience: { id: 9, description: 'Une sortie', date: at, picture_url: null },
  student: { id: 1, firstname: 'Léa', lastname: 'Martin' },
  teacher: { id: 3, email: 'teacher@demo.example', firstname: 'Thomas', lastname: 'Tuteur', external: false },
  messages: [{ id: 1, author: 'student', kind: 'request', body: 'Bonjour', created_at: at }],
  skills: [{ skill_id: 4, name: 'Écoute', student_level: 3, teacher_level: null }],
  proof: { shows_text: false, shows_picture: false },
  certification: null,
});

const myJournal = getJournalQueryOptions({ kind: 'mine' }, 'index');

describe('reads', () => {
  it('asks for the teachers with the spec’s snake_case query, external ones included', async () => {
    let query: URLSearchParams | null = null;
    server.use(
      http.get('*/api/v2/teachers', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ data: [{ id: null, email: 'a@b.example', firstname: 'Ana', lastname: 'Lima', external: true }] });
      }),
    );
    const teachers = await fetchTeachers(2, 1);
    expect(Object.fromEntries(query!)).toEqual({ 'teacher[community_id]': '2', 'teacher[student_id]': '1', external_teachers: 'true' });
    expect(teachers).toEqual([{ id: null, email: 'a@b.example', firstname: 'Ana', lastname: 'Lima', external: true }]);
  });

  it('reads a recognition camelCased, with the mailed token only when there is one', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/api/v2/micro_recognitions/5', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ data: aWireRecognition(5) });
      }),
    );
    const read: TRecognition = await fetchRecognition(5);
    await fetchRecognition(5, 'a-token-of-forty-three-characters-aaaaaaaaa');
    expect(seen).toEqual(['', '?token=a-token-of-forty-three-characters-aaaaaaaaa']);
    expect(read.resendableAt).toBe('2026-12-02T10:00:00.000Z');
    expect(read.skills).toEqual([{ skillId: 4, name: 'Écoute', studentLevel: 3, teacherLevel: null }]);
  });

  it('keys a token’s read apart from the session’s', () => {
    expect(getRecognitionQueryOptions(5).queryKey).not.toEqual(getRecognitionQueryOptions(5, 'tok').queryKey);
  });
});

describe('useCreateRecognition', () => {
  const request = { experienceId: 9, teacherId: 3, skills: [{ skillId: 4, level: 3 }], studentMessage: 'Bonjour', proofAccepted: true as const, proofShowsText: false };

  it('sends the wrapper in snake_case with the draft’s idempotency key, and marks the journals stale', async () => {
    let body: unknown = null;
    let key: string | null = null;
    server.use(
      http.post('*/api/v2/micro_recognitions', async ({ request }) => {
        body = await request.json();
        key = request.headers.get('idempotency-key');
        return HttpResponse.json({ data: aWireRecognition(21) }, { status: 201 });
      }),
    );
    const { result, queryClient } = renderWithApp(() => useCreateRecognition());
    queryClient.setQueryData(myJournal.queryKey, aJournal([]));
    const created = await act(() => result.current.mutateAsync({ recognition: request, idempotencyKey: 'draft-7' }));
    expect(created.id).toBe(21);
    expect(key).toBe('draft-7');
    expect(body).toEqual({ micro_recognition: { experience_id: 9, teacher_id: 3, skills: [{ skill_id: 4, level: 3 }], student_message: 'Bonjour', proof_accepted: true, proof_shows_text: false } });
    expect(queryClient.getQueryState(myJournal.queryKey)?.isInvalidated).toBe(true);
  });

  it('hands a 422’s field messages to the form, without a toast', async () => {
    server.use(http.post('*/api/v2/micro_recognitions', () => HttpResponse.json({ errors: { teacher_email: ['is invalid'] } }, { status: 422 })));
    const onFieldErrors = vi.fn();
    const { result, toasts } = renderWithApp(() => useCreateRecognition({ onFieldErrors }));
    act(() => result.current.mutate({ recognition: request, idempotencyKey: 'k' }));
    await waitFor(() => expect(onFieldErrors).toHaveBeenCalledWith({ teacher_email: ['is invalid'] }));
    expect(toasts).toEqual([]);
  });

  it('only logs any other refusal (spec §8: no user message)', async () => {
    server.use(http.post('*/api/v2/micro_recognitions', () => HttpResponse.json({ error: { code: 'RECOGNITION_ALREADY_OPEN', message: 'A recognition is already open' } }, { status: 409 })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, toasts } = renderWithApp(() => useCreateRecognition());
    act(() => result.current.mutate({ recognition: request, idempotencyKey: 'k' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Recognition creation failed', expect.objectContaining({ status: 409 })));
    expect(toasts).toEqual([]);
    log.mockRestore();
  });
});

describe('resend, cancel and review', () => {
  it('resend hands the recognition back to the teacher (PATCH status teacher_action) and reloads it', async () => {
    let body: unknown = null;
    server.use(
      http.patch('*/api/v2/micro_recognitions/5', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...aWireRecognition(5), status: 'teacher_action' } });
      }),
    );
    const { result, queryClient } = renderWithApp(() => useResendRecognition());
    const one = getRecognitionQueryOptions(5);
    queryClient.setQueryData(one.queryKey, { id: 5 } as TRecognition);
    await act(() => result.current.mutateAsync(5));
    expect(body).toEqual({ micro_recognition: { status: 'teacher_action' } });
    expect(queryClient.getQueryState(one.queryKey)?.isInvalidated).toBe(true);
  });

  it('a refused resend shows the error’s message (spec §8)', async () => {
    server.use(http.patch('*/api/v2/micro_recognitions/5', () => HttpResponse.json({ error: { code: 'ACCOUNT_DEACTIVATED', message: 'This account is deactivated' } }, { status: 403 })));
    const { result, toasts } = renderWithApp(() => useResendRecognition());
    act(() => result.current.mutate(5));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ severity: 'error', detail: messages.errors.server.ACCOUNT_DEACTIVATED });
  });

  it('cancel deletes the recognition and marks my experiences stale', async () => {
    let deleted = false;
    server.use(
      http.delete('*/api/v2/micro_recognitions/5', () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { result, queryClient } = renderWithApp(() => useCancelRecognition());
    const mine = getMyExperiencesInfiniteOptions();
    queryClient.setQueryData(mine.queryKey, { pages: [{ paginatedResults: [], totalPages: { pages: 1 } }], pageParams: [0] });
    await act(() => result.current.mutateAsync(5));
    expect(deleted).toBe(true);
    expect(queryClient.getQueryState(mine.queryKey)?.isInvalidated).toBe(true);
  });

  it('a review sends the decision with the mailed token, snake_cased', async () => {
    let body: unknown = null;
    server.use(
      http.post('*/api/v2/micro_recognitions/5/review', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...aWireRecognition(5), status: 'accepted' } });
      }),
    );
    const { result } = renderWithApp(() => useReviewRecognition());
    await act(() => result.current.mutateAsync({ id: 5, review: { decision: 'certify', skills: [{ skillId: 4, level: 2 }], token: 'tok' } }));
    expect(body).toEqual({ decision: 'certify', skills: [{ skill_id: 4, level: 2 }], token: 'tok' });
  });

  it('a decision through a link keeps its answer in place of the spent link’s read, and reloads the others', async () => {
    let reads = 0;
    server.use(
      http.post('*/api/v2/micro_recognitions/5/review', () => HttpResponse.json({ data: { ...aWireRecognition(5), status: 'student_action' } })),
      http.get('*/api/v2/micro_recognitions/5', () => {
        reads += 1;
        return HttpResponse.json({ error: { code: 'REVIEW_LINK_INVALID', message: 'used' } }, { status: 404 });
      }),
    );
    const { result, queryClient } = renderWithApp(() => useReviewRecognition());
    const byLink = getRecognitionQueryOptions(5, 'tok');
    const bySession = getRecognitionQueryOptions(5);
    queryClient.setQueryData(byLink.queryKey, { id: 5, status: 'teacher_action' } as TRecognition);
    queryClient.setQueryData(bySession.queryKey, { id: 5, status: 'teacher_action' } as TRecognition);
    await act(() => result.current.mutateAsync({ id: 5, review: { decision: 'question', comment: 'Why?', token: 'tok' } }));
    expect(queryClient.getQueryData(byLink.queryKey)?.status).toBe('student_action');
    expect(queryClient.getQueryState(byLink.queryKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(bySession.queryKey)?.isInvalidated).toBe(true);
    expect(reads).toBe(0);
  });

  it('asking for a fresh link posts the old token', async () => {
    let body: unknown = null;
    server.use(
      http.post('*/api/v2/micro_recognitions/review_links', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { valid_days: 14 } }, { status: 202 });
      }),
    );
    const { result } = renderWithApp(() => useAskForReviewLink());
    await act(() => result.current.mutateAsync('old-token'));
    expect(body).toEqual({ token: 'old-token' });
  });
});
