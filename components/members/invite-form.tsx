'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { Checkbox } from 'primereact/checkbox';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FieldError } from '@/components/ui/field-error';
import { LocaleSelect } from '@/components/ui/locale-select';
import { TextField } from '@/components/ui/text-field';
import { useInviteMember } from '@/lib/api/invitations';
import { LOCALES } from '@/lib/shared/i18n/locales';
import { showToast } from '@/lib/stores/toast-store';
import { GroupOptions } from './group-options';
import type { TGroupSummary } from '@/lib/shared/validation/community';
import { INVITATION_VALID_DAYS } from '@/lib/shared/validation/invitation';

const TEXT_FIELDS = ['email', 'firstname', 'lastname'] as const;

type Props = { communityId: number; groups: TGroupSummary[]; /** Community admins may invite someone as a teacher. */ canInviteTeachers: boolean };

/** Spec §7 POST /v2/invitation from the members page: the form empties after each invitation, for the next. */
export function InviteForm({ communityId, groups, canInviteTeachers }: Props) {
  const t = useTranslations();
  const pageLocale = useLocale();
  const required = (field: string) => z.minLength(1, t('validation.required', { field }));
  const schema = z.object({
    email: z.string().check(z.trim(), required(t('invite.email')), z.email(t('validation.email'))),
    firstname: z.string().check(z.trim(), required(t('invite.firstname')), z.maxLength(100, t('validation.tooLong', { field: t('invite.firstname'), max: '100' }))),
    lastname: z.string().check(z.trim(), required(t('invite.lastname')), z.maxLength(100, t('validation.tooLong', { field: t('invite.lastname'), max: '100' }))),
    groupId: z.string().check(required(t('invite.group'))),
    locale: z.enum(LOCALES),
    teacher: z.boolean(),
  });
  const blank = { email: '', firstname: '', lastname: '', groupId: groups.length === 1 ? String(groups[0].id) : '', locale: LOCALES.find((code) => code === pageLocale) ?? 'fr', teacher: false };
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: blank });
  const invite = useInviteMember({
    onFieldErrors: (errors) => {
      const own = TEXT_FIELDS.filter((field) => errors[`user.${field}`]?.length);
      for (const field of own) form.setError(field, { type: 'server', message: errors[`user.${field}`][0] });
      return own.length > 0;
    },
  });
  const onSubmit = form.handleSubmit(({ groupId, locale, teacher, ...user }) =>
    invite.mutate(
      { user, groupId: Number(groupId), communityId, locale, ...(teacher && { teacher }) },
      {
        onSuccess: ({ email }) => {
          showToast({ severity: 'success', summary: t('toasts.invitationSent', { email }) });
          form.reset(blank);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="stack invite-form" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('invite.title')}</h2>
      <p className="muted">{t('invite.intro', { days: INVITATION_VALID_DAYS })}</p>
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          control={form.control}
          name={field}
          id={`invite-${field}`}
          label={t(`invite.${field}`)}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete="off"
          message={form.formState.errors[field]?.message}
        />
      ))}
      <div className="field">
        <label htmlFor="invite-group">{t('invite.group')}</label>
        <select
          id="invite-group"
          className="p-inputtext p-component"
          aria-invalid={Boolean(form.formState.errors.groupId)}
          aria-describedby={form.formState.errors.groupId ? 'invite-group-error' : undefined}
          {...form.register('groupId')}
        >
          <GroupOptions groups={groups} />
        </select>
        <FieldError id="invite-group-error" message={form.formState.errors.groupId?.message} />
      </div>
      <LocaleSelect id="invite-locale" label={t('invite.locale')} field={form.register('locale')} />
      {canInviteTeachers && (
        <div className="field field--checkbox">
          <Controller
            control={form.control}
            name="teacher"
            render={({ field }) => (
              <Checkbox inputId="invite-teacher" name={field.name} checked={field.value} onChange={(e) => field.onChange(Boolean(e.checked))} onBlur={field.onBlur} inputRef={field.ref} />
            )}
          />
          <label htmlFor="invite-teacher">{t('invite.teacher')}</label>
        </div>
      )}
      <Button type="submit" label={invite.isPending ? t('invite.submitting') : t('invite.submit')} loading={invite.isPending} disabled={invite.isPending} />
    </form>
  );
}
