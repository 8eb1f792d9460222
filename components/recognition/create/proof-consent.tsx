'use client';

import { useTranslations } from 'next-intl';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import type { TRemarkForm } from '@/lib/shared/validation/recognition-forms';

/** What the wizard knows of the experience and the request, to say what the proof will show. */
export type TProofFacts = { community: string; skills: string[]; isPublic: boolean; hasPicture: boolean };

type Props = { formId: string; facts: TProofFacts; control: Control<TRemarkForm>; register: UseFormRegister<TRemarkForm>; error?: string };

/**
 * Before asking, the learner reads what the public proof (the credential and its verify page) will
 * show, chooses whether it shows the experience's text and picture (a public experience's only:
 * never more than its own sharing), and agrees. The title is read live from the field above.
 */
export function ProofConsent({ formId, facts, control, register, error }: Props) {
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
          <div className="field field--checkbox">
            <input type="checkbox" id={`${formId}-shows-text`} {...register('showsText')} />
            <label htmlFor={`${formId}-shows-text`}>{t('showsText')}</label>
          </div>
          {facts.hasPicture && (
            <div className="field field--checkbox">
              <input type="checkbox" id={`${formId}-shows-picture`} {...register('showsPicture')} />
              <label htmlFor={`${formId}-shows-picture`}>{t('showsPicture')}</label>
            </div>
          )}
        </>
      ) : (
        <p className="muted small">{t('notPublic')}</p>
      )}
      <div className="field field--checkbox">
        <input type="checkbox" id={`${formId}-accepted`} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} {...register('accepted')} />
        <label htmlFor={`${formId}-accepted`}>{t('accept')}</label>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
