'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CountedTextField } from '@/components/ui/form/counted-text-field';
import { Button } from '@/components/ui/prime/button';
import { TextField } from '@/components/ui/text-field';
import { SkillLevelLegend, SkillStars, useStarsInWords } from '@/components/ui/skill-stars';
import { levelForStars, starsForLevel } from '@/lib/format/stars';
import { useReviewRecognition } from '@/lib/api/recognitions';
import { formatRecognitionDate, isRecognitionPending } from '@/lib/shared/format/recognition';
import { pictureSources } from '@/lib/shared/pictures/picture-sources';
import { useConfirmStore } from '@/lib/stores/confirm-store';
import type { TRecognition, TReviewDecision } from '@/lib/shared/validation/recognition';
import { RECOGNITION_MESSAGE_MAX, reviewSchema, type TReviewForm } from '@/lib/shared/validation/recognition-forms';
import { useRecognitionFormMessages } from '../create/use-form-messages';
import { RecognitionThread } from '../recognition-thread';

const DECISIONS: { decision: TReviewDecision; icon: string; severity?: 'danger' | 'secondary' }[] = [
  { decision: 'certify', icon: 'pi pi-verified' },
  { decision: 'question', icon: 'pi pi-question-circle', severity: 'secondary' },
  { decision: 'decline', icon: 'pi pi-times', severity: 'danger' },
];

/** The picture spans the review card, at most 48rem wide (globals.css .review-page). */
const REVIEW_PICTURE_SIZES = '(min-width: 48rem) 48rem, 100vw';

type Props = { recognition: TRecognition; token: string | null };

/**
 * The teacher's review: the experience as the learner tells it, their skills at levels the
 * teacher may change, a comment, and certify / ask a question / decline, each confirmed.
 */
export function ReviewForm({ recognition, token }: Props) {
  const t = useTranslations('recognition.review');
  const tSkills = useTranslations('experience.skills');
  const inWords = useStarsInWords();
  const locale = useLocale();
  const messages = useRecognitionFormMessages();
  const review = useReviewRecognition();
  const [decided, setDecided] = useState<TReviewDecision | null>(null);
  // The teacher starts from the stars the learner gave themselves.
  const levels = Object.fromEntries(recognition.skills.map((skill) => [String(skill.skillId), skill.teacherLevel ?? skill.studentLevel]));
  const form = useForm<TReviewForm>({ resolver: zodResolver(reviewSchema(messages)), defaultValues: { decision: 'certify', comment: '', title: recognition.title, levels } });
  const experience = recognition.experience;
  const student = `${recognition.student.firstname} ${recognition.student.lastname}`;
  const isOpen = isRecognitionPending(recognition) && recognition.status !== 'student_action';

  const send = (values: TReviewForm) => {
    const skills = recognition.skills.map((skill) => ({ skillId: skill.skillId, level: values.levels[String(skill.skillId)] ?? skill.studentLevel }));
    review.mutate(
      { id: recognition.id, review: { decision: values.decision, ...(values.comment ? { comment: values.comment } : {}), ...(values.decision === 'certify' ? { skills, title: values.title } : {}), ...(token ? { token } : {}) } },
      {
        // Said once, by the page's status line (a toast beside it said it twice).
        onSuccess: () => setDecided(values.decision),
      },
    );
  };

  const decide = (decision: TReviewDecision) => {
    form.setValue('decision', decision);
    void form.handleSubmit((values) =>
      useConfirmStore.getState().ask({
        header: t(`confirm.${decision}.title`),
        message: t(`confirm.${decision}.message`, { student }),
        icon: decision === 'decline' ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle',
        acceptClassName: decision === 'decline' ? 'p-button-danger' : undefined,
        acceptLabel: t(`confirm.${decision}.accept`),
        rejectLabel: t('confirm.reject'),
        accept: async () => send(values),
      }),
    )();
  };

  return (
    <article className="card stack review" aria-labelledby="review-title">
      <h1 id="review-title">{t('title', { student })}</h1>
      {experience.pictureUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- content-hashed, immutable pictures served by the backend
        <img className="review__picture" {...pictureSources(experience.pictureUrl)} sizes={REVIEW_PICTURE_SIZES} alt={experience.pictureAlt ?? t('pictureAlt', { student })} />
      )}
      <p className="experience-view__description">{experience.description}</p>
      <dl className="facts">
        <dt>{t('date')}</dt>
        <dd>
          <time dateTime={experience.date}>{formatRecognitionDate(experience.date, locale)}</time>
        </dd>
      </dl>
      <RecognitionThread recognition={recognition} />
      {decided || !isOpen ? (
        <>
          <p role="status" className="notice">
            {decided ? t(`done.${decided}`, { student }) : t(`closed.${recognition.status}`, { student })}
          </p>
          {recognition.status === 'accepted' && (
            <section aria-labelledby="review-certified-levels" className="stack">
              <h2 id="review-certified-levels" className="h3">
                {t('certifiedLevels')}
              </h2>
              <ul className="skill-list">
                {recognition.skills
                  .filter((skill) => skill.teacherLevel !== null)
                  .map((skill) => (
                    <li key={skill.skillId} className="skill-row">
                      <span className="skill-row__name">{skill.name}</span>
                      <SkillStars
                        level={levelForStars(skill.teacherLevel!)}
                        label={`${skill.name}: ${inWords(skill.teacherLevel!)}`}
                      />
                    </li>
                  ))}
              </ul>
            </section>
          )}
        </>
      ) : (
        <form noValidate className="stack" onSubmit={(e) => e.preventDefault()}>
          {/* The badge's name as the learner asked it; the teacher may word it better as they certify. */}
          <TextField control={form.control} name="title" id="review-title-field" label={t('badgeTitle')} message={form.formState.errors.title?.message} />
          <fieldset className="fieldset stack">
            <legend>{t('skillsLegend')}</legend>
            <SkillLevelLegend />
            <ul className="skill-list">
              {recognition.skills.map((skill) => (
                <li key={skill.skillId} className="skill-row">
                  <span className="skill-row__name">
                    {skill.name} <span className="muted small">{t('studentLevel', { stars: String(skill.studentLevel) })}</span>
                  </span>
                  <Controller
                    control={form.control}
                    name={`levels.${skill.skillId}`}
                    render={({ field }) => (
                      <SkillStars level={levelForStars(field.value)} label={tSkills('rate', { skill: skill.name })} onChange={(level) => field.onChange(starsForLevel(level))} />
                    )}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
          <CountedTextField
            control={form.control}
            name="comment"
            id="review-comment"
            label={t('comment')}
            placeholder={t('commentPlaceholder')}
            max={RECOGNITION_MESSAGE_MAX}
            counter={(count) => t('counter', { count: String(count), max: String(RECOGNITION_MESSAGE_MAX) })}
          />
          <div className="row">
            {DECISIONS.map(({ decision, icon, severity }) => (
              <Button key={decision} type="button" icon={icon} label={t(`decision.${decision}`)} severity={severity} outlined={decision !== 'certify'} disabled={review.isPending} onClick={() => decide(decision)} />
            ))}
          </div>
        </form>
      )}
    </article>
  );
}
