'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FieldError } from '@/components/ui/field-error';
import { useInviteMember } from '@/lib/api/invitations';
import { LOCALES } from '@/lib/i18n/locales';
import { showToast } from '@/lib/stores/toast-store';
import type { TGroupSummary } from '@/lib/validation/community';
import { INVITATION_VALID_DAYS } from '@/lib/validation/invitation';

const TEXT_FIELDS = ['email', 'firstname', 'lastname'] as const;

/** Spec §7 POST /v2/invitation from the members page: the form empties after each invitation, for the next. */
export function InviteForm({ communityId, groups }: { communityId: number; groups: TGroupSummary[] }) {
  const t = useTranslations();
  const pageLocale = useLocale();
  const required = (field: string) => z.minLength(1, t('validation.required', { field }));
  const schema = z.object({
    email: z.string().check(z.trim(), required(t('invite.email')), z.email(t('validation.email'))),
    firstname: z.string().check(z.trim(), required(t('invite.firstname')), z.maxLength(100, t('validation.tooLong', { field: t('invite.firstname'), max: '100' }))),
    lastname: z.string().check(z.trim(), required(t('invite.lastname')), z.maxLength(100, t('validation.tooLong', { field: t('invite.lastname'), max: '100' }))),
    groupId: z.string().check(required(t('invite.group'))),
    locale: z.enum(LOCALES),
  });
  const blank = { email: '', firstname: '', lastname: '', groupId: groups.length === 1 ? String(groups[0].id) : '', locale: LOCALES.find((code) => code === pageLocale) ?? 'fr' };
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: blank });
  const invite = useInviteMember({
    onFieldErrors: (errors) => {
      const own = TEXT_FIELDS.filter((field) => errors[`user.${field}`]?.length);
      for (const field of own) form.setError(field, { type: 'server', message: errors[`user.${field}`][0] });
      return own.length > 0;
    },
  });
  const onSubmit = form.handleSubmit(({ groupId, locale, ...user }) =>
    invite.mutate(
      { user, groupId: Number(groupId), communityId, locale },
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
        <div className="field" key={field}>
          <label htmlFor={`invite-${field}`}>{t(`invite.${field}`)}</label>
          <Controller
            name={field}
            control={form.control}
            render={({ field: input, fieldState }) => (
              <InputText
                id={`invite-${field}`}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete="off"
                {...input}
                invalid={Boolean(fieldState.error)}
                aria-invalid={Boolean(fieldState.error)}
                aria-describedby={fieldState.error ? `invite-${field}-error` : undefined}
              />
            )}
          />
          <FieldError id={`invite-${field}-error`} message={form.formState.errors[field]?.message} />
        </div>
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
          {groups.length !== 1 && <option value="" />}
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
        <FieldError id="invite-group-error" message={form.formState.errors.groupId?.message} />
      </div>
      <div className="field">
        <label htmlFor="invite-locale">{t('invite.locale')}</label>
        <select id="invite-locale" className="p-inputtext p-component" {...form.register('locale')}>
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(`language.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" label={invite.isPending ? t('invite.submitting') : t('invite.submit')} loading={invite.isPending} disabled={invite.isPending} />
    </form>
  );
}
