'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/prime/button';
import { Dialog } from '@/components/ui/prime/dialog';
import { TextField } from '@/components/ui/text-field';
import { useCreateGroup } from '@/lib/api/groups';
import { showToast } from '@/lib/stores/toast-store';
import { GROUP_NAME_MAX } from '@/lib/shared/validation/group';
import { groupFieldErrors } from './group-form-errors';
import { LogoField } from './logo-field';

type Props = { communityId: number; onHide: () => void };

/** Spec §7 POST /v2/groups: a name and an optional logo. One Idempotency-Key per opening, so a double submit creates one group. */
export function CreateGroupDialog({ communityId, onHide }: Props) {
  const t = useTranslations('manageGroups');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string>();
  const nameInput = useRef<HTMLDivElement>(null);
  const schema = z.object({ name: z.string().check(z.trim(), z.minLength(1, t('nameRequired')), z.maxLength(GROUP_NAME_MAX, t('tooLong', { max: GROUP_NAME_MAX }))) });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { name: '' } });
  const create = useCreateGroup({
    onFieldErrors: (errors) => {
      const own = groupFieldErrors(errors, t('logoInvalid'));
      if (own.name) form.setError('name', { type: 'server', message: own.name });
      setLogoError(own.logo);
      return Boolean(own.name || own.logo);
    },
  });
  const submit = form.handleSubmit(({ name }) => {
    setLogoError(undefined);
    create.mutate(
      { communityId, idempotencyKey, name, logo },
      {
        onSuccess: (group) => {
          showToast({ severity: 'success', summary: t('created', { name: group.name }) });
          onHide();
        },
      },
    );
  });

  return (
    <Dialog
      visible
      onHide={onHide}
      // Focus goes to the first field, where the person acts, not to the close button.
      onShow={() => nameInput.current?.querySelector('input')?.focus()}
      header={t('createTitle')}
      modal
      draggable={false}
      style={{ width: 'min(32rem, 94vw)' }}
    >
      <form onSubmit={submit} noValidate className="stack" aria-label={t('createTitle')}>
        <div ref={nameInput}>
          <TextField control={form.control} name="name" id="group-create-name" label={t('name')} autoComplete="off" message={form.formState.errors.name?.message} />
        </div>
        <LogoField id="group-create-logo" message={logoError} onChange={setLogo} />
        <div className="row row--end">
          <Button type="button" label={t('cancel')} outlined severity="secondary" onClick={onHide} />
          <Button type="submit" label={create.isPending ? t('creating') : t('create')} loading={create.isPending} disabled={create.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
