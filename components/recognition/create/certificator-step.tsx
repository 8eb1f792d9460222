'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { RadioButton } from 'primereact/radiobutton';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { Button } from '@/components/ui/prime/button';
import { TextField } from '@/components/ui/text-field';
import { getTeachersQueryOptions } from '@/lib/api/recognitions';
import type { TTeacher } from '@/lib/shared/validation/recognition';
import { certificatorSchema, type TCertificatorForm } from '@/lib/shared/validation/recognition-forms';
import { useRecognitionFormMessages } from './use-form-messages';

type TFields = { kind: 'community' | 'external'; teacherId?: number; email?: string; firstName?: string; lastName?: string };
type Props = { formId: string; communityId: number; studentId: number; initial: TCertificatorForm | null; onValid: (value: TCertificatorForm) => void };

/** Step "certificator": a teacher of the community from the list, or another teacher by e-mail and name. */
export function CertificatorStep({ formId, communityId, studentId, initial, onValid }: Props) {
  const t = useTranslations('recognition.create.certificator');
  const messages = useRecognitionFormMessages();
  const teachers = useQuery({ ...getTeachersQueryOptions(communityId, studentId), retry: false });
  // Spec §8: a failed teacher lookup is only logged; the learner can still name a teacher by e-mail.
  useEffect(() => {
    if (teachers.error) console.error('Teacher lookup failed', teachers.error);
  }, [teachers.error]);
  const form = useForm<TFields>({
    resolver: zodResolver(certificatorSchema(messages)) as unknown as Resolver<TFields>,
    defaultValues: { kind: 'community', email: '', firstName: '', lastName: '', ...initial },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const errors = form.formState.errors;
  const all = teachers.data ?? [];
  const community = all.filter((teacher) => teacher.id !== null);
  // Teachers from outside asked before have no account here: choosing one fills in their address and name.
  const askedBefore = all.filter((teacher) => teacher.id === null);
  const fill = (teacher: TTeacher) => {
    form.setValue('email', teacher.email, { shouldValidate: true });
    form.setValue('firstName', teacher.firstname, { shouldValidate: true });
    form.setValue('lastName', teacher.lastname, { shouldValidate: true });
  };

  return (
    <form id={formId} noValidate className="stack" onSubmit={form.handleSubmit((values) => onValid(values as TCertificatorForm))}>
      <fieldset className="fieldset stack">
        <legend>{t('kindLegend')}</legend>
        {(['community', 'external'] as const).map((value) => (
          <div key={value} className="choice">
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <RadioButton inputId={`certificator-kind-${value}`} name={field.name} value={value} checked={field.value === value} onChange={() => field.onChange(value)} onBlur={field.onBlur} inputRef={field.ref} />
              )}
            />
            <label htmlFor={`certificator-kind-${value}`}>{t(`kind.${value}`)}</label>
          </div>
        ))}
      </fieldset>
      {kind === 'community' ? (
        <fieldset className="fieldset stack" aria-describedby={errors.teacherId ? 'teacher-error' : undefined}>
          <legend>{t('teacherLegend')}</legend>
          {teachers.isPending && <p className="muted">{t('loading')}</p>}
          {!teachers.isPending && community.length === 0 && <p className="muted">{t('none')}</p>}
          {community.map((teacher) => (
            <div key={teacher.id} className="choice">
              <Controller
                control={form.control}
                name="teacherId"
                render={({ field }) => (
                  <RadioButton inputId={`teacher-${teacher.id}`} name={field.name} value={teacher.id} checked={field.value === teacher.id} onChange={() => field.onChange(teacher.id)} onBlur={field.onBlur} inputRef={field.ref} />
                )}
              />
              <label htmlFor={`teacher-${teacher.id}`}>
                {teacher.firstname} {teacher.lastname} <span className="muted">({teacher.email})</span>
              </label>
            </div>
          ))}
          <FieldError id="teacher-error" message={errors.teacherId?.message} />
        </fieldset>
      ) : (
        <div className="stack">
          {askedBefore.length > 0 && (
            <div className="stack">
              <p className="muted">{t('askedBefore')}</p>
              <div className="row">
                {askedBefore.map((teacher) => (
                  <Button key={teacher.email} type="button" outlined size="small" severity="secondary" label={`${teacher.firstname} ${teacher.lastname}`} aria-label={t('fill', { name: `${teacher.firstname} ${teacher.lastname}`, email: teacher.email })} onClick={() => fill(teacher)} />
                ))}
              </div>
            </div>
          )}
          <TextField control={form.control} name="email" id="teacher-email" label={t('email')} type="email" autoComplete="off" message={errors.email?.message} />
          <TextField control={form.control} name="firstName" id="teacher-first-name" label={t('firstName')} autoComplete="off" message={errors.firstName?.message} />
          <TextField control={form.control} name="lastName" id="teacher-last-name" label={t('lastName')} autoComplete="off" message={errors.lastName?.message} />
        </div>
      )}
    </form>
  );
}
