import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPortraitQueryOptions, useSavePortrait } from '@/lib/api/portraits';
import { useSessionStore } from '@/lib/stores/session-store';
import messages from '@/messages/fr.json';
import { renderWithApp } from '../../support/mutation-harness';
import { aUser } from '../../support/users';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => useSessionStore.setState({ user: aUser() }));

const portrait = { id: 7, about: 'Curieuse', sharing_parameters: 'community', highlighted_experience_ids: [3, 1] };

describe('useSavePortrait', () => {
  it('sends the changes snake_cased under `portrait` and shows the saved portrait at once', async () => {
    let body: unknown;
    server.use(
      http.put('*/api/v2/portraits/7', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: portrait });
      }),
    );
    const { result, queryClient } = renderWithApp(() => useSavePortrait());
    await act(() => result.current.mutateAsync({ userId: 7, changes: { about: 'Curieuse', highlightedExperienceIds: [3, 1], sharingParameters: 'community', groupIds: [] } }));
    expect(body).toEqual({ portrait: { about: 'Curieuse', highlighted_experience_ids: [3, 1], sharing_parameters: 'community', group_ids: [] } });
    expect(queryClient.getQueryData(getPortraitQueryOptions(7).queryKey)).toMatchObject({ about: 'Curieuse', highlightedExperienceIds: [3, 1] });
  });

  it("hands a 422's field messages to the form, and any other refusal becomes the portrait's save toast", async () => {
    server.use(http.put('*/api/v2/portraits/7', () => HttpResponse.json({ errors: { highlighted_experience_ids: ['must be your own'] } }, { status: 422 })));
    const onFieldErrors = vi.fn();
    const form = renderWithApp(() => useSavePortrait({ onFieldErrors }));
    act(() => form.result.current.mutate({ userId: 7, changes: { highlightedExperienceIds: [9] } }));
    await waitFor(() => expect(onFieldErrors).toHaveBeenCalledWith({ highlighted_experience_ids: ['must be your own'] }));
    expect(form.toasts).toEqual([]);

    server.use(http.put('*/api/v2/portraits/7', () => HttpResponse.json({ error: { code: 'FORBIDDEN', message: 'Only the author' } }, { status: 403 })));
    const other = renderWithApp(() => useSavePortrait({ onFieldErrors }));
    act(() => other.result.current.mutate({ userId: 7, changes: { about: 'x' } }));
    await waitFor(() => expect(other.toasts).toHaveLength(1));
    expect(other.toasts[0]).toMatchObject({ severity: 'error', summary: messages.portrait.saveError });
  });
});
