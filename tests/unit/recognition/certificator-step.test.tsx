import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { CertificatorStep } from '@/components/recognition/create/certificator-step';
import { makeQueryClient } from '@/lib/api/query-client';
import { getTeachersQueryOptions } from '@/lib/api/recognitions';
import type { TTeacher } from '@/lib/shared/validation/recognition';
import messages from '@/messages/fr.json';

const TEACHERS: TTeacher[] = [
  { id: 3, email: 'teacher@demo.example', firstname: 'Thomas', lastname: 'Tuteur', external: false },
  { id: null, email: 'ana@school.example', firstname: 'Ana', lastname: 'Lima', external: true },
];
const words = messages.recognition.create.certificator;

/** The step as the wizard draws it, with the teacher list already loaded (as the page prefetches it). */
function renderStep(onValid = vi.fn()) {
  const queryClient = makeQueryClient();
  queryClient.setQueryData(getTeachersQueryOptions(1, 2).queryKey, TEACHERS);
  render(
    <NextIntlClientProvider locale="fr" messages={messages}>
      <QueryClientProvider client={queryClient}>
        <CertificatorStep formId="step" communityId={1} studentId={2} initial={null} onValid={onValid} />
        <button type="submit" form="step">
          Suivant
        </button>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return onValid;
}

describe('CertificatorStep', () => {
  it('asks for a teacher, then hands the chosen one of the community on by id', async () => {
    const onValid = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText(messages.recognition.validation.chooseTeacher)).toBeTruthy();
    // A teacher from outside has no account: not in the community's list.
    expect(screen.queryByRole('radio', { name: /Ana Lima/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Thomas Tuteur/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ kind: 'community', teacherId: 3 }));
  });

  it('names a teacher from outside by its fields, which a teacher asked before fills in', async () => {
    const onValid = renderStep();
    fireEvent.click(screen.getByRole('radio', { name: words.kind.external }));
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText(messages.recognition.validation.email)).toBeTruthy();
    expect(screen.getByText(messages.recognition.validation.firstNameRequired)).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre Ana Lima (ana@school.example)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ kind: 'external', email: 'ana@school.example', firstName: 'Ana', lastName: 'Lima' }));
  });
});
