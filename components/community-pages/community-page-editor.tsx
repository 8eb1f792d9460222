'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { confirmDeletion } from '@/components/ui/confirm-deletion';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { Button } from '@/components/ui/prime/button';
import { useWriteCommunityPage } from '@/lib/api/community-pages';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { useRouter } from '@/lib/i18n/navigation';
import { showToast } from '@/lib/stores/toast-store';
import { COMMUNITY_PAGE_MAX, type TCommunityPageKind } from '@/lib/shared/validation/community-page';
import { countedLength } from '@/lib/shared/validation/text-length';

/**
 * A community admin writes the page in the language they are reading it in; the other languages
 * keep the product's text until written too. Closed by default: readers' page first.
 */
export function CommunityPageEditor({ kind, community, body }: { kind: TCommunityPageKind; community: string; body: string | null }) {
  const t = useTranslations('communityPage');
  const tLanguage = useTranslations('language');
  const tConfirm = useTranslations('confirm');
  const locale = useLocale() as TLocale;
  const router = useRouter();
  const [text, setText] = useState(body ?? '');
  const write = useWriteCommunityPage(kind, {
    onSuccess: (page) => {
      showToast({ severity: 'success', summary: page.body ? t('saved') : t('restored') });
      if (!page.body) setText('');
      router.refresh();
    },
  });
  const count = countedLength(text);
  const tooLong = count > COMMUNITY_PAGE_MAX;
  // Mid-sentence, French, Italian, Portuguese and Greek write a language's name in lower case.
  const name = tLanguage(locale);
  const language = ['fr', 'it', 'pt', 'el'].includes(locale) ? name.toLocaleLowerCase(locale) : name;
  return (
    <details className="card community-page-editor">
      <summary>{t('edit', { community })}</summary>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLong) write.mutate({ locale, body: text });
        }}
      >
        <p className="muted small">{t('help', { language })}</p>
        <CountedTextarea
          id={`community-page-${kind}`}
          label={t('label', { language })}
          value={text}
          onChange={setText}
          placeholder={t('placeholder')}
          rows={10}
          tooLong={tooLong}
          counter={t('count', { count: String(count), max: String(COMMUNITY_PAGE_MAX) })}
        />
        <div className="row">
          <Button type="submit" label={t('save')} loading={write.isPending} disabled={write.isPending || tooLong || !text.trim()} />
          {body !== null && (
            <Button
              type="button"
              outlined
              label={t('restore')}
              disabled={write.isPending}
              onClick={() =>
                confirmDeletion({
                  header: t('restore'),
                  message: t('restoreConfirm', { language }),
                  acceptLabel: tConfirm('accept'),
                  rejectLabel: tConfirm('reject'),
                  // A refusal is reported by the write's own error path; the dialog just closes.
                  accept: () => write.mutateAsync({ locale, body: '' }).then(() => undefined, () => undefined),
                })
              }
            />
          )}
        </div>
      </form>
    </details>
  );
}
