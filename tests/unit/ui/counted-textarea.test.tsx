import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CountedTextarea } from '@/components/ui/counted-textarea';

const field = <CountedTextarea id="answer" label="Votre réponse" value="" onChange={() => undefined} placeholder="" tooLong={false} counter="0 / 1000" />;

describe('a counted text area in server-rendered HTML', () => {
  it('is read-only until the page hydrates, so nothing typed before is lost, then editable', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(field);
    document.body.append(container);
    expect(container.querySelector('textarea')!.readOnly).toBe(true);
    await act(async () => void hydrateRoot(container, field));
    expect(container.querySelector('textarea')!.readOnly).toBe(false);
  });
});
