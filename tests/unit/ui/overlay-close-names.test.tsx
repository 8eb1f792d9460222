import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, confirmDialog } from '@/components/ui/prime/confirmdialog';
import { Dialog } from '@/components/ui/prime/dialog';
import { Toast } from '@/components/ui/prime/toast';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import it_ from '@/messages/it.json';
import nl from '@/messages/nl.json';
import pt from '@/messages/pt.json';

const CATALOGUES = { fr, en, it: it_, el, nl, pt } as const;
const OTHER_THAN_ENGLISH = (['fr', 'it', 'el', 'nl', 'pt'] as const).map((locale) => [locale] as const);

afterEach(cleanup);

function inLocale(locale: keyof typeof CATALOGUES, children: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={CATALOGUES[locale]}>
      {children}
    </NextIntlClientProvider>,
  );
}

describe("an overlay's close button speaks the page's language", () => {
  it.each(OTHER_THAN_ENGLISH)('a dialog in %s', (locale) => {
    inLocale(
      locale,
      <Dialog visible onHide={() => undefined} header="Titre">
        <p>Contenu</p>
      </Dialog>,
    );
    const close = screen.getByRole('button', { name: CATALOGUES[locale].dialog.close });
    expect(close.getAttribute('aria-label')).not.toBe(en.dialog.close);
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  });

  it.each(OTHER_THAN_ENGLISH)('the confirmation dialog in %s', async (locale) => {
    inLocale(locale, <ConfirmDialog acceptLabel="Oui" rejectLabel="Non" />);
    act(() => void confirmDialog({ message: 'Sûr ?', header: 'Confirmation' }));
    const close = await screen.findByRole('button', { name: CATALOGUES[locale].dialog.close });
    expect(close.getAttribute('aria-label')).not.toBe(en.dialog.close);
  });

  it.each(OTHER_THAN_ENGLISH)('a toast in %s', async (locale) => {
    const toast = createRef<Toast>();
    inLocale(locale, <Toast ref={toast} />);
    act(() => toast.current!.show({ severity: 'error', summary: 'Erreur', sticky: true }));
    const close = await screen.findByRole('button', { name: CATALOGUES[locale].dialog.close });
    expect(close.getAttribute('aria-label')).not.toBe(en.dialog.close);
  });

  it('every language names it, each in its own words', () => {
    const names = Object.values(CATALOGUES).map((messages) => messages.dialog.close);
    expect(names.every((name) => name.trim().length > 0)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the confirmation dialog', () => {
  // Spec §4: "Confirm dialogs and popups close on accept, reject, Escape or outside click."
  it('closes on a click outside it, and not on a click inside it', async () => {
    const onHide = vi.fn();
    inLocale('fr', <ConfirmDialog acceptLabel="Oui" rejectLabel="Non" />);
    act(() => void confirmDialog({ message: 'Sûr ?', header: 'Confirmation', onHide }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.pointerDown(dialog);
    fireEvent.pointerUp(dialog);
    expect(onHide).not.toHaveBeenCalled();
    const mask = dialog.parentElement as HTMLElement;
    expect(mask.classList.contains('p-dialog-mask')).toBe(true);
    fireEvent.pointerUp(mask);
    expect(onHide).toHaveBeenCalledWith('cancel');
  });
});
