'use client';

import { useTranslations } from 'next-intl';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { showToast } from '@/lib/stores/toast-store';

type Props = { visible: boolean; onHide: () => void; kind: 'experiences' | 'stories'; sharing: string; publicToken: string | null };

/** The share dialog in menu-only mode: who can read the item, and its public link when it has one. */
export function ShareDialog({ visible, onHide, kind, sharing, publicToken }: Props) {
  const t = useTranslations();
  const url = publicToken && typeof window !== 'undefined' ? new URL(`/${kind}/public/${publicToken}`, window.location.origin).toString() : null;
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url).catch(() => undefined);
    showToast({ severity: 'success', summary: t('experience.share.copied'), detail: url });
  };
  return (
    <Dialog visible={visible} onHide={onHide} header={t('journal.menu.share')} modal draggable={false} style={{ width: 'min(30rem, 92vw)' }}>
      <div className="stack">
        <p>
          {t('journal.shareDialog.visibility')} <strong>{t(`experience.share.${sharing as 'private'}`)}</strong>
        </p>
        {url ? (
          <div className="field">
            <label htmlFor="share-url">{t('experience.share.linkLabel')}</label>
            <div className="row row--nowrap">
              <input id="share-url" className="p-inputtext grow" readOnly value={url} onFocus={(e) => e.target.select()} />
              <Button type="button" icon="pi pi-copy" label={t('journal.shareDialog.copy')} onClick={() => void copy()} />
            </div>
          </div>
        ) : (
          <p className="muted">{t('journal.shareDialog.notPublic')}</p>
        )}
      </div>
    </Dialog>
  );
}
