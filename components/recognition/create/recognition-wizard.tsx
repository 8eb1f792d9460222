'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { WizardFrame } from '@/components/layout/wizard-frame';
import { Button } from '@/components/ui/prime/button';
import { ServerErrors } from '@/components/ui/server-errors';
import { useCreateRecognition } from '@/lib/api/recognitions';
import type { TFieldErrors } from '@/lib/api/errors';
import { useRouter } from '@/lib/i18n/navigation';
import { CertificatorStep } from './certificator-step';
import { toCreatePayload, type TOfferedSkill } from './create-payload';
import { useRecognitionDraft } from './recognition-draft';
import { RECOGNITION_STEPS, nextRecognitionStep, previousRecognitionStep, recognitionStepPath, type TRecognitionStep } from './recognition-steps';
import type { TRemarkForm } from '@/lib/shared/validation/recognition-forms';
import type { TProofFacts } from './proof-consent';
import { RemarkForm } from './remark-form';
import { SkillsStep } from './skills-step';

type Props = {
  experienceId: number;
  skills: TOfferedSkill[];
  defaultTitle: string;
  communityId: number;
  studentId: number;
  step: TRecognitionStep;
  /** What the proof could show of the experience: its community, whether it is public and has a picture. */
  experienceFacts: Omit<TProofFacts, 'skills'>;
};

const FORM_ID = 'recognition-step';

/** The recognition request (spec §2, §4): certificator, skills, remark, then the success page. */
export function RecognitionWizard(props: Props) {
  const { experienceId, step } = props;
  const t = useTranslations('recognition.create');
  const previous = previousRecognitionStep(step);
  return (
    <WizardFrame
      title={t('title')}
      steps={RECOGNITION_STEPS}
      current={step}
      stepsLabel={t('stepsLabel')}
      nameOf={(s) => t(`steps.${s}`)}
      backHref={previous ? recognitionStepPath(experienceId, previous) : `/experiences/${experienceId}`}
    >
      <WizardBody {...props} />
    </WizardFrame>
  );
}

function WizardBody({ experienceId, skills, defaultTitle, communityId, studentId, step, experienceFacts }: Props) {
  const t = useTranslations('recognition.create');
  const router = useRouter();
  const { draft, idempotencyKey, startFor, update, reset } = useRecognitionDraft();
  const [serverErrors, setServerErrors] = useState<TFieldErrors | null>(null);
  const [sent, setSent] = useState(false);
  const creation = useCreateRecognition({ onFieldErrors: setServerErrors });
  const isCurrent = draft.experienceId === experienceId;

  useEffect(() => {
    startFor(
      experienceId,
      skills.map((skill) => skill.skillId),
    );
  }, [experienceId, skills, startFor]);

  // A later step without a teacher chosen starts over from the first (a shared link, a new tab).
  const isMissingTeacher = isCurrent && step !== 'certificator' && !draft.certificator && !sent;
  useEffect(() => {
    if (isMissingTeacher) router.replace(recognitionStepPath(experienceId, 'certificator'));
  }, [isMissingTeacher, experienceId, router]);

  if (!isCurrent || isMissingTeacher) return <p className="muted">…</p>;

  const previous = previousRecognitionStep(step);
  const next = nextRecognitionStep(step);
  const goNext = () => next && router.push(recognitionStepPath(experienceId, next));

  const submit = (remark: TRemarkForm) => {
    if (!draft.certificator) return;
    setServerErrors(null);
    const recognition = toCreatePayload(draft, draft.certificator, skills, remark);
    creation.mutate(
      { recognition, idempotencyKey },
      {
        onSuccess: (created) => {
          setSent(true);
          reset();
          router.push(`/recognition/${created.id}/success`);
        },
      },
    );
  };

  return (
    <section className="card wizard__form" aria-label={t(`steps.${step}`)}>
      <p className="muted">{t(`intro.${step}`)}</p>
      {step === 'certificator' && (
        <CertificatorStep
          formId={FORM_ID}
          communityId={communityId}
          studentId={studentId}
          initial={draft.certificator}
          onValid={(certificator) => {
            update({ certificator });
            goNext();
          }}
        />
      )}
      {step === 'index' && (
        <SkillsStep
          formId={FORM_ID}
          skills={skills}
          initial={draft.skillIds.filter((id) => skills.some((skill) => skill.skillId === id))}
          onValid={({ skillIds }) => {
            update({ skillIds });
            goNext();
          }}
        />
      )}
      {step === 'remark' && (
        <RemarkForm
          formId={FORM_ID}
          initial={{ title: draft.title ?? defaultTitle, message: draft.message, showsText: draft.proofShowsText, showsPicture: draft.proofShowsPicture }}
          proof={{ ...experienceFacts, skills: skills.filter((skill) => draft.skillIds.includes(skill.skillId)).map((skill) => skill.name) }}
          onChange={({ title, message, showsText, showsPicture }) => update({ title, message, proofShowsText: showsText, proofShowsPicture: showsPicture })}
          onValid={submit}
        />
      )}
      <div className="wizard__actions">
        {previous && <Button type="button" label={t('back')} icon="pi pi-arrow-left" outlined onClick={() => router.push(recognitionStepPath(experienceId, previous))} />}
        {next ? (
          <Button type="submit" form={FORM_ID} label={t('next')} icon="pi pi-arrow-right" iconPos="right" />
        ) : (
          <Button type="submit" form={FORM_ID} label={t('send')} icon="pi pi-send" loading={creation.isPending} disabled={creation.isPending} />
        )}
      </div>
      <ServerErrors errors={serverErrors} label={t('serverErrors')} />
    </section>
  );
}
