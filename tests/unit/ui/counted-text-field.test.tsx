import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import '@/lib/shared/validation/browser-zod';
import { CountedTextField } from '@/components/ui/form/counted-text-field';
import { RECOGNITION_MESSAGE_MAX, remarkSchema, type TRecognitionFormMessages, type TRemarkForm } from '@/lib/shared/validation/recognition-forms';

const m = { messageRequired: 'Écrivez un message.', messageTooLong: 'Message trop long.' } as TRecognitionFormMessages;

function RemarkForm({ onValid }: { onValid: (value: TRemarkForm) => void }) {
  const form = useForm<TRemarkForm>({ resolver: zodResolver(remarkSchema(m)), defaultValues: { title: 'Exposé', message: '', showsText: false, showsPicture: false, accepted: true } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <CountedTextField control={form.control} name="message" id="remark" label="Remarque" placeholder="" max={RECOGNITION_MESSAGE_MAX} counter={(count) => `${count} / ${RECOGNITION_MESSAGE_MAX}`} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Remarque'), { target: { value: text } });
const counter = () => document.getElementById('remark-count')!;

describe('a counted text field of a form', () => {
  it('counts what its schema takes, and the schema takes it', async () => {
    const onValid = vi.fn();
    render(<RemarkForm onValid={onValid} />);
    // The maximum in emoji, two UTF-16 units each, with spaces the schema trims.
    type(`${'😀'.repeat(RECOGNITION_MESSAGE_MAX)}  \n`);
    expect(counter().textContent).toBe(`${RECOGNITION_MESSAGE_MAX} / ${RECOGNITION_MESSAGE_MAX}`);
    expect(counter().className).toBe('muted');
    expect(screen.getByLabelText('Remarque').getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ title: 'Exposé', message: '😀'.repeat(RECOGNITION_MESSAGE_MAX) }), expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turns red past the maximum as the schema refuses, its error below and tied to the field', async () => {
    const onValid = vi.fn();
    render(<RemarkForm onValid={onValid} />);
    type('😀'.repeat(RECOGNITION_MESSAGE_MAX + 1));
    expect(counter().textContent).toBe(`${RECOGNITION_MESSAGE_MAX + 1} / ${RECOGNITION_MESSAGE_MAX}`);
    expect(counter().className).toBe('field-error');
    const field = screen.getByLabelText('Remarque');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.messageTooLong);
    expect(field.getAttribute('aria-describedby')).toBe('remark-count remark-error');
    expect(onValid).not.toHaveBeenCalled();
  });
});
