'use client';

import { useTranslations } from 'next-intl';
import { RadioButton } from 'primereact/radiobutton';
import { Button } from '@/components/ui/prime/button';
import { Dialog } from '@/components/ui/prime/dialog';
import { useState } from 'react';
import { useStartPdf } from '@/lib/api/pdfs';
import { showToast } from '@/lib/stores/toast-store';
import { STORY_PDF_TYPES, type TStoryPdfType } from '@/lib/shared/validation/pdf-rules';

const ICONS: Record<TStoryPdfType, string> = { default: 'pi pi-file', chronology: 'pi pi-history', map: 'pi pi-map', landscape: 'pi pi-image' };

/**
 * Spec §2/§4 PDF-type chooser: the four types in two columns; download does nothing until one
 * is chosen; then the dialog closes, an info toast shows and generation starts.
 */
export function PdfTypeDialog({ storyId, onHide }: { storyId: number; onHide: () => void }) {
  const t = useTranslations('pdf');
  const [type, setType] = useState<TStoryPdfType | null>(null);
  const start = useStartPdf();

  const download = () => {
    if (!type) return;
    onHide();
    showToast({ severity: 'info', summary: t('started.summary'), detail: t('started.detail') });
    start.mutate({ kind: 'story', id: storyId, type });
  };

  const footer = (
    <div className="row row--end row--nowrap">
      <Button type="button" label={t('modal.cancel')} outlined severity="secondary" onClick={onHide} />
      <Button type="button" icon="pi pi-download" label={t('modal.download')} disabled={!type} onClick={download} />
    </div>
  );

  return (
    <Dialog visible onHide={onHide} header={t('modal.title')} footer={footer} modal draggable={false} style={{ width: 'min(36rem, 94vw)' }}>
      <fieldset className="fieldset">
        <legend>{t('modal.legend')}</legend>
        <div className="pdf-types">
          {STORY_PDF_TYPES.map((value) => (
            <label key={value} htmlFor={`pdf-type-${value}`} className={`pdf-type${type === value ? ' pdf-type--chosen' : ''}`}>
              <span className="pdf-type__head">
                <RadioButton inputId={`pdf-type-${value}`} name="pdf-type" value={value} checked={type === value} onChange={() => setType(value)} />
                <span className={ICONS[value]} aria-hidden="true" />
                <strong>{t(`types.${value}.label`)}</strong>
              </span>
              <span className="pdf-type__description muted small">{t(`types.${value}.description`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </Dialog>
  );
}
