'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { useEffect, useState } from 'react';
import { WizardFrame } from '@/components/layout/wizard-frame';
import { KeptDialog } from '@/components/ui/kept-dialog';
import { ServerErrors } from '@/components/ui/server-errors';
import { SharingChoice, isSharingComplete } from '@/components/ui/sharing-choice';
import { useCreateStory, useReplaceStoryExperiences, useUpdateStory } from '@/lib/api/stories';
import type { TFieldErrors } from '@/lib/api/errors';
import { useRouter } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import { useSessionStore } from '@/lib/stores/session-store';
import { showToast } from '@/lib/stores/toast-store';
import type { TStoryWithExperiences } from '@/lib/shared/validation/story';
import { StoryExperiencePicker } from './experience-picker';
import { useStoryDraft, type TStoryDraft } from './story-draft';
import { StoryFields } from './story-fields';
import { STORY_STEPS, isStoryRequiredStepValid, storyStepPath, type TStoryMode, type TStoryStep } from './story-steps';

type Props = { mode: TStoryMode; step: TStoryStep; story?: TStoryWithExperiences };

/** The story wizard (spec §2, §4): the required step, then share; create or edit. */
export function StoryWizard(props: Props) {
  const { mode, step } = props;
  const t = useTranslations('story');
  return (
    <WizardFrame
      title={t(mode.kind === 'create' ? 'wizard.createTitle' : 'wizard.editTitle')}
      steps={STORY_STEPS}
      current={step}
      stepsLabel={t('wizard.stepsLabel')}
      nameOf={(s) => t(`wizard.steps.${s}`)}
      backHref={step === 'share' ? storyStepPath(mode, 'index') : mode.kind === 'edit' ? ROUTES.storiesId(mode.id) : ROUTES.dashboardIndex}
    >
      <WizardBody {...props} />
    </WizardFrame>
  );
}

const storyFields = (draft: TStoryDraft) => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  date: draft.date.toISOString(),
  sharingParameters: draft.sharingParameters,
  groupIds: draft.sharingParameters === 'group' ? draft.groupIds : [],
});

function WizardBody({ mode, step, story }: Props) {
  const t = useTranslations('story');
  const shareWords = useTranslations('experience.share');
  const locale = useLocale();
  const router = useRouter();
  const user = useSessionStore((s) => s.user);
  const draft = useStoryDraft((s) => s.draft);
  const loadStory = useStoryDraft((s) => s.loadStory);
  const reset = useStoryDraft((s) => s.reset);
  const updateDraft = useStoryDraft((s) => s.update);
  const idempotencyKey = useStoryDraft((s) => s.idempotencyKey);
  const [showErrors, setShowErrors] = useState(false);
  const [done, setDone] = useState(false);
  // Published without a network: it waits in the device's outbox, and a dialog says so.
  const [kept, setKept] = useState(false);
  // A 422's messages, shown under the step until the next submit.
  const [serverErrors, setServerErrors] = useState<TFieldErrors | null>(null);
  const create = useCreateStory({ onFieldErrors: setServerErrors });
  const update = useUpdateStory({ onFieldErrors: setServerErrors });
  const replaceExperiences = useReplaceStoryExperiences({ onFieldErrors: setServerErrors });
  const submitting = create.isPending || update.isPending || replaceExperiences.isPending;

  const editingOther = mode.kind === 'edit' && draft.id !== mode.id;
  useEffect(() => {
    if (mode.kind === 'edit' && story && editingOther) loadStory(story);
    if (mode.kind === 'create' && draft.id !== null) reset();
  }, [mode.kind, story, editingOther, draft.id, loadStory, reset]);

  const requiredValid = isStoryRequiredStepValid(draft);
  // The share step of a draft with no title or experience (a typed URL, a reload after a reset) starts over.
  useEffect(() => {
    if (step === 'share' && !requiredValid && !done && !editingOther) router.replace(storyStepPath(mode, 'index'));
  }, [step, requiredValid, done, editingOther, mode, router]);

  const finished = (saved: TStoryWithExperiences, message: string) => {
    setDone(true);
    reset();
    showToast({ severity: 'success', summary: message });
    // Public under a rule of approval: the learner learns now that the link does not open yet.
    if (saved.publicLink === 'waiting') showToast({ severity: 'info', summary: shareWords('waitingToast') });
    router.push(ROUTES.storiesId(saved.id));
  };

  const keptOnDevice = () => {
    setDone(true);
    reset();
    setKept(true);
  };

  const next = () => {
    if (!requiredValid) return setShowErrors(true);
    setShowErrors(false);
    router.push(storyStepPath(mode, 'share'));
  };

  const submit = () => {
    if (!isSharingComplete(draft)) return setShowErrors(true);
    setServerErrors(null);
    if (mode.kind === 'create') {
      const outbox = user ? { userId: user.id, locale, draft: JSON.stringify(draft) } : undefined;
      return create.mutate(
        { story: { ...storyFields(draft), experienceIds: draft.experienceIds }, idempotencyKey, outbox },
        { onSuccess: (created) => (created.kept ? keptOnDevice() : finished(created.saved, t('created'))) },
      );
    }
    const experiencesChanged = draft.experienceIds.join() !== (story?.experienceIds ?? []).join();
    update.mutate(
      { id: mode.id, changes: storyFields(draft) },
      {
        onSuccess: (saved) =>
          experiencesChanged
            ? replaceExperiences.mutate({ id: mode.id, experienceIds: draft.experienceIds }, { onSuccess: (replaced) => finished(replaced, t('updated')) })
            : finished(saved, t('updated')),
      },
    );
  };

  if (editingOther) return <p className="muted">…</p>;
  return (
    <section className="card wizard__form" aria-label={t(`wizard.steps.${step}`)}>
      {step === 'index' ? (
        <>
          <StoryFields showErrors={showErrors} />
          <StoryExperiencePicker showErrors={showErrors} />
        </>
      ) : (
        <>
          <SharingChoice idPrefix="story" value={{ sharingParameters: draft.sharingParameters, groupIds: draft.groupIds }} onChange={updateDraft} showErrors={showErrors} />
          <p className="muted">{t('wizard.readersHint')}</p>
        </>
      )}
      <div className="wizard__actions">
        {step === 'share' && <Button type="button" label={t('wizard.back')} icon="pi pi-arrow-left" outlined onClick={() => router.push(storyStepPath(mode, 'index'))} />}
        {step === 'index' ? (
          <Button type="button" label={t('wizard.next')} icon="pi pi-arrow-right" iconPos="right" onClick={next} />
        ) : (
          <Button type="button" label={t(mode.kind === 'create' ? 'wizard.publish' : 'wizard.save')} icon="pi pi-check" loading={submitting} disabled={submitting} onClick={submit} />
        )}
      </div>
      <ServerErrors errors={serverErrors} label={t('wizard.serverErrors')} />
      <KeptDialog visible={kept} kind="story" onClose={() => router.push(ROUTES.dashboardIndex)} />
    </section>
  );
}
