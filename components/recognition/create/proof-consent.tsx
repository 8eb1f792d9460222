'use client';

import { useTranslations } from 'next-intl';
import { Checkbox } from 'primereact/checkbox';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import type { TRemarkForm } from '@/lib/shared/validation/recognition-forms';

/** What the wizard knows of the experience and the request, to say what the proof will show. */
export type TProofFacts = { community: string; skills: string[]; isPublic: boolean; hasPicture: boolean };

type Props = { formId: string; facts: TProofFacts; control: Control<TRemarkForm>; error?: string };

/**
 * Before asking, the learner reads what the public proof (the credential and its verify page) will
 * show, chooses whether it shows the experience's text and picture (a public experience's only:
 * never more than its own sharing), and agrees. The title is read live from the field above.
 */
export function ProofConsent({ formId, facts, control, error }: Props) {
  const t = useTranslations('recognition.create.proof');
  const title = useWatch({ control, name: 'title' });
  const errorId = `${formId}-accepted-error`;
  return (
    <fieldset className="proof-consent stack">
      <legend>{t('legend')}</legend>
      <p className="muted small">{t('intro')}</p>
      <ul className="proof-consent__list">
        <li>{t('name', { title: title.trim() || '…' })}</li>
        <li>{t('skills', { skills: facts.skills.join(', ') })}</li>
        <li>{t('people', { community: facts.community })}</li>
      </ul>
      {facts.isPublic ? (
        <>
          <ConsentBox control={control} name="showsText" id={`${formId}-shows-text`} label={t('showsText')} />
          {facts.hasPicture && <ConsentBox control={control} name="showsPicture" id={`${formId}-shows-picture`} label={t('showsPicture')} />}
        </>
      ) : (
        <p className="muted small">{t('notPublic')}</p>
      )}
      <ConsentBox control={control} name="accepted" id={`${formId}-accepted`} label={t('accept')} errorId={error ? errorId : undefined} />
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

type TConsentBox = { control: Control<TRemarkForm>; name: 'showsText' | 'showsPicture' | 'accepted'; id: string; label: string; errorId?: string };

/** One of the proof's choices, a checkbox like the product's others (PrimeReact's). */
function ConsentBox({ control, name, id, label, errorId }: TConsentBox) {
  return (
    <div className="field field--checkbox">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox inputId={id} name={field.name} checked={Boolean(field.value)} onChange={(e) => field.onChange(Boolean(e.checked))} onBlur={field.onBlur} inputRef={field.ref} aria-invalid={Boolean(errorId)} aria-describedby={errorId} />
        )}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
