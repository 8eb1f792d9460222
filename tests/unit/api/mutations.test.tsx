import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMyExperiencesInfiniteOptions, useCreateExperience, useDeleteExperience, useUpdateExperienceTags } from '@/lib/api/experiences';
import { getJournalQueryOptions } from '@/lib/api/journals';
import { fetchStory, useCreateStory, useDeleteStory, useReplaceStoryExperiences, useUpdateStory } from '@/lib/api/stories';
import { useUpdateUser } from '@/lib/api/users';
import { useLogin } from '@/lib/auth/use-login';
import { useSessionStore } from '@/lib/stores/session-store';
import messages from '@/messages/fr.json';
import { aJournal, anExperience, renderWithApp } from '../../support/mutation-harness';
import { aUser } from '../../support/users';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => useSessionStore.setState({ user: aUser() }));

const deactivated = () => HttpResponse.json({ error: { code: 'ACCOUNT_DEACTIVATED', message: 'This account is deactivated' } }, { status: 403 });
const newExperience = { experience: { description: 'Une sortie', date: '2026-01-01T10:00:00.000Z', link: null, sharingParameters: 'private' as const, groupIds: [], skillsAttributes: [], addressAttributes: null, tagsAttributes: [] }, picture: new Blob(['jpeg']), idempotencyKey: 'draft-key-1' };

const mine = getMyExperiencesInfiniteOptions();
const myJournal = getJournalQueryOptions({ kind: 'mine' }, 'index');
const groupJournal = getJournalQueryOptions({ kind: 'group', groupId: 1 }, 'stories');

describe('useCreateExperience', () => {
  it("sends the draft's idempotency key and marks every list the experience may appear in as stale", async () => {
    let key: string | null = null;
    server.use(
      http.post('*/api/v2/experiences', ({ request }) => {
        key = request.headers.get('idempotency-key');
        return HttpResponse.json({ data: anExperience(31) }, { status: 201 });
      }),
    );
    const { result, queryClient } = renderWithApp(() => useCreateExperience());
    queryClient.setQueryData(mine.queryKey, { pages: [{ paginatedResults: [], totalPages: { pages: 1 } }], pageParams: [0] });
    queryClient.setQueryData(myJournal.queryKey, aJournal([]));
    await act(() => result.current.mutateAsync(newExperience));
    expect(key).toBe('draft-key-1');
    expect(queryClient.getQueryState(mine.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(myJournal.queryKey)?.isInvalidated).toBe(true);
  });

  it("hands a 422's field messages to the form and raises no toast", async () => {
    server.use(http.post('*/api/v2/experiences', () => HttpResponse.json({ errors: { group_ids: ['must be groups you belong to'] } }, { status: 422 })));
    const onFieldErrors = vi.fn();
    const { result, toasts } = renderWithApp(() => useCreateExperience({ onFieldErrors }));
    act(() => result.current.mutate(newExperience));
    await waitFor(() => expect(onFieldErrors).toHaveBeenCalledWith({ group_ids: ['must be groups you belong to'] }));
    expect(toasts).toEqual([]);
  });

  it('turns any other refusal into the spec §8 submit toast, naming a deactivated account', async () => {
    server.use(http.post('*/api/v2/experiences', deactivated));
    const onFieldErrors = vi.fn();
    const { result, toasts } = renderWithApp(() => useCreateExperience({ onFieldErrors }));
    act(() => result.current.mutate(newExperience));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ severity: 'error', summary: messages.experience.createError, detail: messages.errors.server.ACCOUNT_DEACTIVATED });
    expect(onFieldErrors).not.toHaveBeenCalled();
  });
});

describe('useDeleteExperience and useDeleteStory', () => {
  it('take the deleted experience out of every loaded journal and mark my experiences stale', async () => {
    server.use(http.delete('*/api/v2/experiences/5', () => new HttpResponse(null, { status: 204 })));
    const { result, queryClient } = renderWithApp(() => useDeleteExperience());
    queryClient.setQueryData(mine.queryKey, { pages: [{ paginatedResults: [anExperience(5)], totalPages: { pages: 1 } }], pageParams: [0] });
    queryClient.setQueryData(myJournal.queryKey, aJournal([anExperience(5), anExperience(6)]));
    queryClient.setQueryData(groupJournal.queryKey, aJournal([anExperience(5)]));
    await act(() => result.current.mutateAsync(5));
    expect(queryClient.getQueryData(myJournal.queryKey)?.pages[0].paginatedResults.map((r) => r.journalItem.id)).toEqual([6]);
    expect(queryClient.getQueryData(groupJournal.queryKey)?.pages[0].paginatedResults).toEqual([]);
    expect(queryClient.getQueryState(mine.queryKey)?.isInvalidated).toBe(true);
  });

  it('leave an experience that shares its id with the deleted story', async () => {
    server.use(http.delete('*/api/v2/stories/5', () => new HttpResponse(null, { status: 204 })));
    const { result, queryClient } = renderWithApp(() => useDeleteStory());
    queryClient.setQueryData(myJournal.queryKey, aJournal([anExperience(5)]));
    await act(() => result.current.mutateAsync(5));
    expect(queryClient.getQueryData(myJournal.queryKey)?.pages[0].paginatedResults).toHaveLength(1);
  });

  it('show a failed delete as the 3-second error toast and keep the item', async () => {
    server.use(http.delete('*/api/v2/experiences/5', () => HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'gone' } }, { status: 404 })));
    const { result, queryClient, toasts } = renderWithApp(() => useDeleteExperience());
    queryClient.setQueryData(myJournal.queryKey, aJournal([anExperience(5)]));
    act(() => result.current.mutate(5));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ summary: messages.toasts.error, detail: messages.experience.delete.error, life: 3000 });
    expect(queryClient.getQueryData(myJournal.queryKey)?.pages[0].paginatedResults).toHaveLength(1);
  });
});

describe('useUpdateExperienceTags', () => {
  it('sends only tagsAttributes and returns the saved experience', async () => {
    let body: unknown;
    server.use(
      http.patch('*/api/v2/experiences/9', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...anExperience(9), tags_attributes: [{ id: 3, name: 'sortie', taggable_type: 'Experience' }] } });
      }),
    );
    const { result } = renderWithApp(() => useUpdateExperienceTags());
    const saved = await act(() => result.current.mutateAsync({ id: 9, tagsAttributes: [{ name: 'sortie' }] }));
    expect(body).toEqual({ experience: { tags_attributes: [{ name: 'sortie' }] } });
    expect(saved.tagsAttributes).toEqual([{ id: 3, name: 'sortie', taggableType: 'Experience' }]);
  });

  it("says 'Impossible de mettre à jour les tags.' when the server gives no reason", async () => {
    server.use(http.patch('*/api/v2/experiences/9', () => HttpResponse.json({ error: { code: 'SOMETHING', message: 'x' } }, { status: 500 })));
    const { result, toasts } = renderWithApp(() => useUpdateExperienceTags());
    act(() => result.current.mutate({ id: 9, tagsAttributes: [{ name: 'sortie' }] }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ summary: messages.experience.errors.updateSummary, detail: messages.experience.errors.tags });
  });
});

describe('useUpdateUser', () => {
  it("replaces the session's user with the answer", async () => {
    server.use(http.put('*/api/v2/users/7', () => HttpResponse.json({ data: { ...aUser(), locale: 'en' } })));
    const { result } = renderWithApp(() => useUpdateUser());
    await act(() => result.current.mutateAsync({ locale: 'en' }));
    expect(useSessionStore.getState().user?.locale).toBe('en');
  });

  it('shows UPDATE_USER_ERROR with the server reason instead of failing silently', async () => {
    server.use(http.put('*/api/v2/users/7', deactivated));
    const { result, toasts } = renderWithApp(() => useUpdateUser());
    act(() => result.current.mutate({ tutorialSeen: true }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ summary: messages.errors.UPDATE_USER_ERROR, detail: messages.errors.server.ACCOUNT_DEACTIVATED });
    expect(useSessionStore.getState().user?.tutorialSeen).toBe(true);
  });
});

describe('useLogin', () => {
  it('clears the failed attempt\'s toast once the next sign-in succeeds (issue 8: it stayed onto the dashboard)', async () => {
    let attempt = 0;
    server.use(
      http.post('*/api/session', () =>
        ++attempt === 1
          ? HttpResponse.json({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } }, { status: 401 })
          : HttpResponse.json({ data: aUser() }),
      ),
    );
    const { result, toasts } = renderWithApp(() => useLogin({ onCommunityMismatch: () => {} }));
    await act(async () => {
      await result.current.mutateAsync({ email: 'lea@demo.example', password: 'wrong' }).catch(() => undefined);
    });
    expect(toasts).toHaveLength(1);
    await act(() => result.current.mutateAsync({ email: 'lea@demo.example', password: 'right' }));
    expect(toasts).toHaveLength(0);
  });
});

describe('the story writes', () => {
  const aStoryAnswer = (id: number) => ({ id, type: 'Story', title: 'Mon stage', experience_ids: [3, 1] });

  it("create sends the draft's idempotency key and the ordered experiences, snake_cased, and marks journals stale", async () => {
    let key: string | null = null;
    let body: unknown;
    server.use(
      http.post('*/api/v2/stories', async ({ request }) => {
        key = request.headers.get('idempotency-key');
        body = await request.json();
        return HttpResponse.json({ data: aStoryAnswer(12) }, { status: 201 });
      }),
    );
    const { result, queryClient } = renderWithApp(() => useCreateStory());
    queryClient.setQueryData(myJournal.queryKey, aJournal([]));
    const story = { title: 'Mon stage', description: '', date: '2026-03-04T12:00:00.000Z', sharingParameters: 'public' as const, groupIds: [], experienceIds: [3, 1] };
    const saved = await act(() => result.current.mutateAsync({ story, idempotencyKey: 'story-key' }));
    expect(key).toBe('story-key');
    expect(body).toEqual({ story: { title: 'Mon stage', description: '', date: '2026-03-04T12:00:00.000Z', sharing_parameters: 'public', group_ids: [], experience_ids: [3, 1] } });
    expect(saved).toMatchObject({ kept: false, saved: { experienceIds: [3, 1] } });
    expect(queryClient.getQueryState(myJournal.queryKey)?.isInvalidated).toBe(true);
  });

  it("hands a 422's field messages to the wizard, and any other refusal becomes the story's save toast", async () => {
    server.use(http.put('*/api/v2/stories/12/story_experiences', () => HttpResponse.json({ errors: { experience_ids: ['awaits its recognition'] } }, { status: 422 })));
    const onFieldErrors = vi.fn();
    const replace = renderWithApp(() => useReplaceStoryExperiences({ onFieldErrors }));
    act(() => replace.result.current.mutate({ id: 12, experienceIds: [4] }));
    await waitFor(() => expect(onFieldErrors).toHaveBeenCalledWith({ experience_ids: ['awaits its recognition'] }));
    expect(replace.toasts).toEqual([]);

    server.use(http.put('*/api/v2/stories/12', deactivated));
    const update = renderWithApp(() => useUpdateStory({ onFieldErrors }));
    act(() => update.result.current.mutate({ id: 12, changes: { title: 'Autre' } }));
    await waitFor(() => expect(update.toasts).toHaveLength(1));
    expect(update.toasts[0]).toMatchObject({ severity: 'error', summary: messages.story.saveError, detail: messages.errors.server.ACCOUNT_DEACTIVATED });
  });

  it('reading a story with no data fails as not found (spec §5)', async () => {
    server.use(http.get('*/api/v2/stories/12', () => HttpResponse.json({})));
    await expect(fetchStory(12)).rejects.toMatchObject({ status: 404 });
  });
});
