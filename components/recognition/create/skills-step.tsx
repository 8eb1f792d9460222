'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Checkbox } from 'primereact/checkbox';
import { Controller, useForm } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { SkillStars } from '@/components/ui/skill-stars';
import { levelForStars } from '@/lib/format/stars';
import { skillsSchema, type TSkillsForm } from '@/lib/shared/validation/recognition-forms';
import type { TOfferedSkill } from './create-payload';
import { useRecognitionFormMessages } from './use-form-messages';

type Props = { formId: string; skills: TOfferedSkill[]; initial: number[]; onValid: (value: TSkillsForm) => void };

/** Step "index": which of the experience's skills the teacher is asked to certify, at the learner's own levels. */
export function SkillsStep({ formId, skills, initial, onValid }: Props) {
  const t = useTranslations('recognition.create.skills');
  const messages = useRecognitionFormMessages();
  const form = useForm<TSkillsForm>({ resolver: zodResolver(skillsSchema(messages)), defaultValues: { skillIds: initial } });
  const error = form.formState.errors.skillIds?.message;

  return (
    <form id={formId} noValidate className="stack" onSubmit={form.handleSubmit(onValid)}>
      <Controller
        control={form.control}
        name="skillIds"
        render={({ field }) => (
          <fieldset className="fieldset stack" aria-describedby={error ? 'skills-error' : undefined}>
            <legend>{t('legend')}</legend>
            {skills.length === 0 && <p className="muted">{t('none')}</p>}
            <ul className="skill-list">
              {skills.map((skill) => {
                const checked = field.value.includes(skill.skillId);
                const toggle = () => field.onChange(checked ? field.value.filter((id) => id !== skill.skillId) : [...field.value, skill.skillId]);
                return (
                  <li key={skill.skillId} className="skill-row">
                    <span className="choice">
                      <Checkbox inputId={`skill-${skill.skillId}`} checked={checked} onChange={toggle} />
                      <label htmlFor={`skill-${skill.skillId}`}>{skill.name}</label>
                    </span>
                    <SkillStars level={levelForStars(skill.stars)} label={t('level', { skill: skill.name, stars: String(skill.stars) })} />
                  </li>
                );
              })}
            </ul>
            <FieldError id="skills-error" message={error} />
          </fieldset>
        )}
      />
    </form>
  );
}
