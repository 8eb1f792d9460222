'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { CountedTextField } from '@/components/ui/form/counted-text-field';
import { Button } from '@/components/ui/prime/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateGroup } from '@/lib/api/groups';
import { showToast } from '@/lib/stores/toast-store';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, type TGroupInfo } from '@/lib/shared/validation/group';
import { GroupLogo } from './group-logo';
import { groupFieldErrors } from './group-form-errors';
import { LogoField } from './logo-field';

/** Spec §7 PUT /v2/groups/{id}: name, description and logo, saved together. */
export function GroupDetailsForm({ group }: { group: TGroupInfo }) {
  const t = useTranslations('manageGroups');
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string>();
  const schema = z.object({
    name: z.string().check(z.trim(), z.minLength(1, t('nameRequired')), z.maxLength(GROUP_NAME_MAX, t('tooLong', { max: GROUP_NAME_MAX }))),
    description: z.string().check(z.trim(), z.maxLength(GROUP_DESCRIPTION_MAX, t('tooLong', { max: GROUP_DESCRIPTION_MAX }))),
  });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { name: group.name, description: group.description ?? '' } });
  const update = useUpdateGroup({
    onFieldErrors: (errors) => {
      const own = groupFieldErrors(errors, t('logoInvalid'));
      if (own.name) form.setError('name', { type: 'server', message: own.name });
      if (own.description) form.setError('description', { type: 'server', message: own.description });
      setLogoError(own.logo);
      return Boolean(own.name || own.description || own.logo);
    },
  });
  const submit = form.handleSubmit(({ name, description }) => {
    setLogoError(undefined);
    update.mutate({ groupId: group.id, name, description, logo }, { onSuccess: () => showToast({ severity: 'success', summary: t('saved') }) });
  });

  return (
    <form onSubmit={submit} noValidate className="stack" aria-label={t('editOf', { name: group.name })}>
      <div className="row row--nowrap">
        <GroupLogo name={group.name} logoUrl={group.logoUrl} alt={t('logoAlt', { name: group.name })} />
        <div className="grow">
          <LogoField id="group-edit-logo" message={logoError} onChange={setLogo} />
        </div>
      </div>
      <TextField control={form.control} name="name" id="group-edit-name" label={t('name')} autoComplete="off" message={form.formState.errors.name?.message} />
      <CountedTextField
        control={form.control}
        name="description"
        id="group-edit-description"
        label={t('description')}
        placeholder={t('descriptionPlaceholder')}
        rows={3}
        max={GROUP_DESCRIPTION_MAX}
        counter={(count) => t('descriptionCounter', { count, max: GROUP_DESCRIPTION_MAX })}
      />
      <div className="row row--end">
        <Button type="submit" label={update.isPending ? t('saving') : t('save')} loading={update.isPending} disabled={update.isPending} />
      </div>
    </form>
  );
}
