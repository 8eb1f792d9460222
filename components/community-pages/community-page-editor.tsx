'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { confirmDeletion } from '@/components/ui/confirm-deletion';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { Button } from '@/components/ui/prime/button';
import { Dialog } from '@/components/ui/prime/dialog';
import { useWriteCommunityPage } from '@/lib/api/community-pages';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { useRouter } from '@/lib/i18n/navigation';
import { showToast } from '@/lib/stores/toast-store';
import { COMMUNITY_PAGE_MAX, type TCommunityPageKind } from '@/lib/shared/validation/community-page';
import { countedLength } from '@/lib/shared/validation/text-length';

type Props = {
  kind: TCommunityPageKind;
  community: string;
  /** The community's own text in this language, or null where the product's stands. */
  body: string | null;
  /** The product's text in the editor's convention (lib/format/community-text): what opens when the community wrote none. */
  productText: string;
};

/**
 * A community admin edits the page in the language they are reading it in, from a button under its
 * heading; the other languages keep the product's text until written too. The editor opens with
 * the text the page shows, so the admin edits rather than retypes.
 */
export function CommunityPageEditor({ kind, community, body, productText }: Props) {
  const t = useTranslations('communityPage');
  const tLanguage = useTranslations('language');
  const tConfirm = useTranslations('confirm');
  const locale = useLocale() as TLocale;
  const router = useRouter();
  const shown = body ?? productText;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(shown);
  const openerId = `community-page-${kind}-edit`;
  const fieldId = `community-page-${kind}`;
  // PrimeReact's dialog does not hand focus back; the button that opened it takes it.
  const focusOpener = () => document.getElementById(openerId)?.focus();
  const close = () => {
    setOpen(false);
    focusOpener();
  };
  const write = useWriteCommunityPage(kind, {
    onSuccess: (page) => {
      showToast({ severity: 'success', summary: page.body ? t('saved') : t('restored') });
      close();
      router.refresh();
    },
  });
  const count = countedLength(text);
  const tooLong = count > COMMUNITY_PAGE_MAX;
  // Saving the text as it opened would only freeze the product's text as the community's.
  const unchanged = text.trim() === shown.trim();
  // Mid-sentence, French, Italian, Portuguese and Greek write a language's name in lower case.
  const name = tLanguage(locale);
  const language = ['fr', 'it', 'pt', 'el'].includes(locale) ? name.toLocaleLowerCase(locale) : name;
  return (
    <>
      <Button
        id={openerId}
        type="button"
        outlined
        size="small"
        icon="pi pi-pencil"
        label={t('open')}
        onClick={() => {
          setText(shown);
          setOpen(true);
        }}
      />
      <Dialog
        visible={open}
        onHide={close}
        onShow={() => document.getElementById(fieldId)?.focus()}
        header={t('edit', { community })}
        modal
        draggable={false}
        style={{ width: 'min(48rem, 94vw)' }}
      >
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            if (!tooLong) write.mutate({ locale, body: text });
          }}
        >
          <p className="muted small">{t('help', { language })}</p>
          <CountedTextarea
            id={fieldId}
            label={t('label', { language })}
            hint={t(kind === 'faq' ? 'formatQuestions' : 'formatSections')}
            value={text}
            onChange={setText}
            placeholder={t('placeholder')}
            rows={14}
            tooLong={tooLong}
            counter={t('count', { count: String(count), max: String(COMMUNITY_PAGE_MAX) })}
          />
          <div className="row row--between">
            <div className="row">
              <Button type="submit" label={t('save')} loading={write.isPending} disabled={write.isPending || tooLong || !text.trim() || unchanged} />
              <Button type="button" text label={t('cancel')} onClick={close} />
            </div>
            {body !== null && (
              <Button
                type="button"
                outlined
                severity="danger"
                label={t('restore')}
                disabled={write.isPending}
                onClick={() => {
                  // The confirmation takes the editor's place rather than stacking over it.
                  setOpen(false);
                  confirmDeletion({
                    header: t('restore'),
                    message: t('restoreConfirm', { language }),
                    acceptLabel: tConfirm('accept'),
                    rejectLabel: tConfirm('reject'),
                    // A refusal is reported by the write's own error path; the dialog just closes.
                    accept: () => write.mutateAsync({ locale, body: '' }).then(() => undefined, () => undefined),
                    onDismiss: focusOpener,
                  });
                }}
              />
            )}
          </div>
        </form>
      </Dialog>
    </>
  );
}
