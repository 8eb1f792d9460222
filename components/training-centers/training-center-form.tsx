'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/prime/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateTrainingCenter } from '@/lib/api/training-centers';
import { TRAINING_CENTER_NAME_MAX, type TTrainingCenterDetails } from '@/lib/shared/validation/training-center';
import { showToast } from '@/lib/stores/toast-store';

const isWebAddress = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/**
 * PATCH /v2/moodle/training_centers/{id}: name, address and OAuth client. The secret is never
 * shown: left blank, the stored one stays. Whether the address is public is the server's to
 * say (it resolves it); its refusal is said here under the field.
 */
export function TrainingCenterForm({ center, onSaved }: { center: TTrainingCenterDetails; onSaved: () => void }) {
  const t = useTranslations('trainingCenters');
  const schema = z.object({
    name: z.string().check(z.trim(), z.minLength(1, t('required')), z.maxLength(TRAINING_CENTER_NAME_MAX, t('tooLong', { max: TRAINING_CENTER_NAME_MAX }))),
    baseUrl: z.string().check(z.trim(), z.refine(isWebAddress, t('addressInvalid'))),
    clientId: z.string().check(z.trim(), z.minLength(1, t('required'))),
    clientSecret: z.string(),
  });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: center.name, baseUrl: center.baseUrl, clientId: center.clientId, clientSecret: '' },
  });
  const update = useUpdateTrainingCenter({
    onFieldErrors: (errors) => {
      if (!errors.base_url?.length) return false;
      form.setError('baseUrl', { type: 'server', message: t('addressRefused') }, { shouldFocus: true });
    },
  });
  useEffect(() => form.setFocus('name'), [form]);

  const submit = form.handleSubmit(({ clientSecret, ...fields }) => {
    const changes = clientSecret ? { ...fields, clientSecret } : fields;
    update.mutate(
      { id: center.id, ...changes },
      {
        onSuccess: () => {
          showToast({ severity: 'success', summary: t('saved') });
          onSaved();
        },
      },
    );
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate className="stack" aria-label={t('editOf', { name: center.name })}>
      <TextField control={form.control} name="name" id="training-center-name" label={t('name')} autoComplete="off" message={errors.name?.message} />
      <div>
        <TextField control={form.control} name="baseUrl" id="training-center-address" label={t('baseUrl')} autoComplete="url" message={errors.baseUrl?.message} />
        <small className="muted">{t('baseUrlHelp')}</small>
      </div>
      <TextField control={form.control} name="clientId" id="training-center-client-id" label={t('clientId')} autoComplete="off" message={errors.clientId?.message} />
      <div className="field">
        <label htmlFor="training-center-secret">{t('clientSecret')}</label>
        <input
          id="training-center-secret"
          type="password"
          autoComplete="new-password"
          className="p-inputtext p-component"
          aria-describedby="training-center-secret-help"
          {...form.register('clientSecret')}
        />
        <small id="training-center-secret-help" className="muted">
          {t('clientSecretHelp')}
        </small>
      </div>
      <div className="row row--end">
        <Button type="submit" label={update.isPending ? t('saving') : t('save')} loading={update.isPending} disabled={update.isPending} />
      </div>
    </form>
  );
}
