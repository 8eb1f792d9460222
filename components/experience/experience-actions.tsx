'use client';

import { useLocale, useTranslations } from 'next-intl';
import { PlainButton } from '@/components/ui/plain-button';
import { confirmDeletion } from '@/components/ui/confirm-deletion';
import { useDeleteExperience } from '@/lib/api/experiences';
import { useFreshNavigation } from '@/lib/hooks/use-fresh-navigation';
import { Link } from '@/lib/i18n/navigation';
import { recognitionCreatePath } from '@/lib/shared/format/recognition';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/i18n/locales';
import { publicItemPath } from '@/lib/shared/i18n/public-item-path';
import { ROUTES } from '@/lib/routes';
import { DELETE_TOAST_LIFE_MS, showToast } from '@/lib/stores/toast-store';

type Props = { id: number; publicToken: string | null; canAskRecognition: boolean; certified: boolean };

/**
 * The author's actions on an experience: edit, copy the public link, delete after confirmation (the
 * one deletion look). A certified experience is not edited: the place of the edit button says why.
 */
export function ExperienceActions({ id, publicToken, canAskRecognition, certified }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const navigation = useFreshNavigation();
  const deletion = useDeleteExperience();

  const onDelete = () =>
    confirmDeletion({
      header: t('experience.delete.title'),
      message: t('experience.delete.confirm'),
      acceptLabel: t('experience.delete.accept'),
      rejectLabel: t('confirm.reject'),
      accept: async () =>
        deletion.mutate(id, {
          onSuccess: () => {
            showToast({ severity: 'success', summary: t('experience.delete.success'), life: DELETE_TOAST_LIFE_MS });
            navigation.push(ROUTES.dashboardIndex);
          },
        }),
    });

  const onShare = async () => {
    if (!publicToken) return;
    // In the sharer's language, as the share dialog copies it.
    const url = new URL(publicItemPath(isLocale(locale) ? locale : DEFAULT_LOCALE, 'experiences', publicToken), window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      showToast({ severity: 'success', summary: t('experience.share.copied'), detail: url });
    } catch {
      showToast({ severity: 'info', summary: t('experience.share.linkLabel'), detail: url });
    }
  };

  // One weight for the three (outlined, neutral), delete alone in the danger colour, so it is the one that stands out.
  // PlainButton, not PrimeReact's Button: the page's first load carries no PrimeReact (total blocking time).
  return (
    <div className="row experience-actions">
      {canAskRecognition && (
        <Link href={recognitionCreatePath(id)} className="p-button p-component">
          <span className="p-button-icon p-button-icon-left pi pi-verified" aria-hidden="true" />
          <span className="p-button-label">{t('recognition.ask')}</span>
        </Link>
      )}
      {certified ? (
        <p className="notice experience-actions__frozen">
          <span className="pi pi-lock" aria-hidden="true" /> {t('experience.actions.certifiedFrozen')}
        </p>
      ) : (
        <Link href={`/experiences/${id}/edit`} className="p-button p-component p-button-outlined p-button-secondary">
          <span className="p-button-icon p-button-icon-left pi pi-pencil" aria-hidden="true" />
          <span className="p-button-label">{t('experience.actions.edit')}</span>
        </Link>
      )}
      {publicToken && <PlainButton icon="pi pi-share-alt" label={t('experience.actions.share')} outlined severity="secondary" onClick={() => void onShare()} />}
      <PlainButton icon="pi pi-trash" label={t('experience.actions.delete')} severity="danger" outlined onClick={onDelete} />
    </div>
  );
}
