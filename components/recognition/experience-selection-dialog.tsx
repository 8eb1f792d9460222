'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ExperiencePicker } from '@/components/experience';
import { Button } from '@/components/ui/prime/button';
import { Dialog } from '@/components/ui/prime/dialog';
import { canAskRecognition, isCertified, recognitionCreatePath } from '@/lib/shared/format/recognition';
import { useRouter } from '@/lib/i18n/navigation';

/**
 * Spec §2 experience-selection modal: a back chevron, one experience at most, validate disabled
 * until one is picked, an error beneath; it leads to recognition/{experienceId}/create.
 */
export function ExperienceSelectionDialog({ onHide }: { onHide: () => void }) {
  const t = useTranslations('recognition.selection');
  const router = useRouter();
  const [selected, setSelected] = useState<number | null>(null);
  const [hasUnpicked, setHasUnpicked] = useState(false);

  const toggle = (id: number) => {
    if (selected === id) setHasUnpicked(true);
    setSelected(selected === id ? null : id);
  };
  const validate = () => {
    if (selected === null) return setHasUnpicked(true);
    router.push(recognitionCreatePath(selected));
  };

  const header = (
    <div className="row row--nowrap recognition-selection__header">
      <Button type="button" icon="pi pi-chevron-left" text rounded aria-label={t('back')} onClick={onHide} />
      <h2 className="h3" id="recognition-selection-title">
        {t('title')}
      </h2>
    </div>
  );
  const footer = (
    <div className="stack">
      <Button type="button" icon="pi pi-check" label={t('validate')} disabled={selected === null} onClick={validate} />
      {hasUnpicked && selected === null && (
        <p className="field-error" role="alert">
          {t('required')}
        </p>
      )}
    </div>
  );

  return (
    <Dialog
      visible
      onHide={onHide}
      header={header}
      footer={footer}
      closable={false}
      closeOnEscape
      dismissableMask
      modal
      draggable={false}
      aria-labelledby="recognition-selection-title"
      className="recognition-selection"
      style={{ width: 'min(60rem, 96vw)' }}
    >
      <ExperiencePicker
        idPrefix="recognition"
        single
        layout="list"
        selected={selected === null ? [] : [selected]}
        max={1}
        onToggle={toggle}
        words={{ legend: t('legend'), count: t(selected === null ? 'nonePicked' : 'onePicked'), pick: t('pick'), position: () => t('picked'), empty: t('empty') }}
        blockedReason={(experience) => (canAskRecognition(experience) ? null : t(isCertified(experience) ? 'certified' : 'pending'))}
      />
    </Dialog>
  );
}
