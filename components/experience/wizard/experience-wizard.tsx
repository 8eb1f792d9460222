'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { useEffect, useState } from 'react';
import { WizardFrame } from '@/components/layout/wizard-frame';
import { KeptDialog } from '@/components/ui/kept-dialog';
import { ServerErrors } from '@/components/ui/server-errors';
import { isSharingComplete } from '@/components/ui/sharing-choice';
import { useCreateExperience, useUpdateExperience, useUpdateExperiencePicture } from '@/lib/api/experiences';
import type { TFieldErrors } from '@/lib/api/errors';
import type { TExperience } from '@/lib/shared/validation/experience-answer';
import { useRouter } from '@/lib/i18n/navigation';
import { keepStoryPageAgain } from '@/lib/offline/kept-pages';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { ROUTES } from '@/lib/routes';
import { useSessionStore } from '@/lib/stores/session-store';
import { showToast } from '@/lib/stores/toast-store';
import type { TPublicLinkState } from '@/lib/shared/validation/public-links';
import { DESCRIPTION_MAX, PICTURE_ALT_MAX } from '@/lib/shared/validation/experience-rules';
import { countedLength } from '@/lib/shared/validation/text-length';
import { ExperienceCard } from '../experience-card';
import { clearDraftImages } from '../draft/draft-images';
import { areSkillsValid, buildPreview, isRequiredStepValid, toCreatePayload, toUpdatePayload } from '../draft/draft-rules';
import { useExperienceDraft } from '../draft/draft-store';
import { MetaStep } from './meta-step';
import { PictureStep } from './picture-step';
import { SkillsStep } from './skills-step';
import { SuccessDialog } from './success-dialog';
import { useDraftPicture } from './use-draft-picture';
import { WIZARD_STEPS, nextStep, previousStep, stepPath, type TWizardMode, type TWizardStep } from './wizard-steps';

type Props = { mode: TWizardMode; step: TWizardStep; experience?: TExperience };

/** The experience wizard (spec §2, §4): required step, then meta, then skills; create or edit. */
export function ExperienceWizard(props: Props) {
  const { mode, step } = props;
  const t = useTranslations('experience');
  return (
    <WizardFrame
      title={t(mode.kind === 'create' ? 'wizard.createTitle' : 'wizard.editTitle')}
      steps={WIZARD_STEPS}
      current={step}
      stepsLabel={t('wizard.stepsLabel')}
      nameOf={(s) => t(`wizard.steps.${s}`)}
      backHref={backHrefOf(mode, step)}
    >
      <WizardBody {...props} />
    </WizardFrame>
  );
}

function backHrefOf(mode: TWizardMode, step: TWizardStep) {
  const previous = previousStep(step);
  return previous ? stepPath(mode, previous) : mode.kind === 'edit' ? `/experiences/${mode.id}` : ROUTES.dashboardIndex;
}

function WizardBody({ mode, step, experience }: Props) {
  const t = useTranslations('experience');
  const locale = useLocale() as TLocale;
  const router = useRouter();
  const user = useSessionStore((s) => s.user);
  const draft = useExperienceDraft((s) => s.draft);
  const loadExperience = useExperienceDraft((s) => s.loadExperience);
  const reset = useExperienceDraft((s) => s.reset);
  const idempotencyKey = useExperienceDraft((s) => s.idempotencyKey);
  const picture = useDraftPicture();
  const [showErrors, setShowErrors] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  // Recorded without a network: it waits in the device's outbox, and the dialog says so.
  const [kept, setKept] = useState(false);
  // A 422's messages, shown with the step's own errors until the next submit.
  const [serverErrors, setServerErrors] = useState<TFieldErrors | null>(null);
  const create = useCreateExperience({ onFieldErrors: setServerErrors });
  const update = useUpdateExperience({ onFieldErrors: setServerErrors });
  const updatePicture = useUpdateExperiencePicture();
  const submitting = create.isPending || update.isPending || updatePicture.isPending;

  const editingOther = mode.kind === 'edit' && draft.id !== mode.id;
  useEffect(() => {
    if (mode.kind === 'edit' && experience && editingOther) {
      loadExperience(experience);
      void clearDraftImages().then(picture.reload);
    }
    if (mode.kind === 'create' && draft.id !== null) reset();
  }, [mode.kind, experience, editingOther, draft.id, loadExperience, reset, picture.reload]);

  const pictureUrl = picture.url ?? draft.pictureUrl;
  // The blob, not its object URL (made one effect later), says whether a picture exists.
  const requiredValid =
    isRequiredStepValid(draft, Boolean(picture.blob ?? draft.pictureUrl)) &&
    countedLength(draft.description) <= DESCRIPTION_MAX &&
    countedLength(draft.pictureAlt) <= PICTURE_ALT_MAX;

  useEffect(() => {
    if (picture.loaded && step !== 'index' && !requiredValid && !succeeded && !editingOther) router.replace(stepPath(mode, 'index'));
  }, [picture.loaded, step, requiredValid, succeeded, editingOther, mode, router]);

  const previous = previousStep(step);
  const next = nextStep(step);

  const finish = async (saved: { publicLink: TPublicLinkState | null } | null) => {
    // Marked first: the emptied draft must not look like a skipped required step.
    setSucceeded(true);
    setKept(saved === null);
    if (saved !== null && mode.kind === 'create') keepStoryPageAgain(locale);
    // Public under a rule of approval: the learner learns now that the link does not open yet.
    if (saved?.publicLink === 'waiting') showToast({ severity: 'info', summary: t('share.waitingToast') });
    reset();
    await clearDraftImages();
    if (mode.kind === 'edit') {
      showToast({ severity: 'success', summary: t('updated') });
      router.push(`/experiences/${mode.id}`);
    }
  };

  // "My groups" needs a group ticked: the meta step says so beside the groups, before any request.
  const sharingComplete = isSharingComplete(draft);
  const goNext = (to: TWizardStep) => {
    if (step === 'meta' && !sharingComplete) return setShowErrors(true);
    setShowErrors(false);
    router.push(stepPath(mode, to));
  };

  const submit = () => {
    if (!sharingComplete) {
      setShowErrors(true);
      return router.push(stepPath(mode, 'meta'));
    }
    if (!areSkillsValid(draft.skillsAttributes)) return setShowErrors(true);
    setServerErrors(null);
    const blob = picture.blob;
    const onSuccess = (saved: { publicLink: TPublicLinkState | null }) => void finish(saved);
    if (mode.kind === 'create') {
      if (!blob) return router.replace(stepPath(mode, 'index'));
      const outbox = user ? { userId: user.id, locale, draft: JSON.stringify(draft) } : undefined;
      return create.mutate(
        { experience: toCreatePayload(draft), picture: blob, idempotencyKey, outbox },
        { onSuccess: (created) => void finish(created.kept ? null : created.saved) },
      );
    }
    update.mutate(
      { id: mode.id, changes: toUpdatePayload(draft) },
      { onSuccess: (saved) => (blob ? updatePicture.mutate({ id: mode.id, picture: blob }, { onSuccess: () => onSuccess(saved) }) : onSuccess(saved)) },
    );
  };

  if (editingOther) return <p className="muted">…</p>;
  return (
    <>
      <div className="wizard__layout">
        <section className="card wizard__form" aria-label={t(`wizard.steps.${step}`)}>
          {step === 'index' && <PictureStep pictureUrl={pictureUrl} onPictureChanged={() => void picture.reload()} />}
          {step === 'meta' && <MetaStep showErrors={showErrors} />}
          {step === 'skills' && <SkillsStep showErrors={showErrors} />}
          <div className="wizard__actions">
            {previous && <Button type="button" label={t('wizard.back')} icon="pi pi-arrow-left" outlined onClick={() => router.push(stepPath(mode, previous))} />}
            {next ? (
              <Button type="button" label={t('wizard.next')} icon="pi pi-arrow-right" iconPos="right" disabled={!requiredValid} onClick={() => goNext(next)} />
            ) : (
              <Button type="button" label={t(mode.kind === 'create' ? 'wizard.publish' : 'wizard.save')} icon="pi pi-check" loading={submitting} disabled={!requiredValid || submitting} onClick={submit} />
            )}
          </div>
          {showErrors && !areSkillsValid(draft.skillsAttributes) && (
            <p className="field-error" role="alert">
              {t('skills.allNeedLevel')}
            </p>
          )}
          <ServerErrors errors={serverErrors} label={t('wizard.serverErrors')} />
        </section>
        {user && step !== 'index' && (
          <aside className="wizard__preview" aria-label={t('wizard.preview')}>
            <ExperienceCard experience={buildPreview(draft, user, pictureUrl)} preview />
          </aside>
        )}
      </div>
      <SuccessDialog visible={succeeded && mode.kind === 'create' && !kept} onClose={() => router.push(ROUTES.dashboardIndex)} />
      <KeptDialog visible={succeeded && kept} kind="experience" onClose={() => router.push(ROUTES.dashboardIndex)} />
    </>
  );
}
