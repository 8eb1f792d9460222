'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { cropImage } from '@/components/ui/crop-image';
import { PictureCropper, type TCrop } from '@/components/ui/picture-cropper';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useUpdateAvatar, useUpdateUser } from '@/lib/api/users';
import { displayName } from '@/lib/shared/roles';
import { useRouter } from '@/lib/i18n/navigation';
import { showToast } from '@/lib/stores/toast-store';
import type { TUser } from '@/lib/shared/validation/user';

const START: TCrop = { x: 0, y: 0, zoom: 1, area: null };

/**
 * The avatar (spec §3: the image, or the initials): a picture chosen, framed square in the
 * cropper, sent as a JPEG (the server re-encodes and strips it); or taken away.
 */
export function AvatarEditor({ user }: { user: Pick<TUser, 'firstname' | 'lastname' | 'avatarUrl'> }) {
  const t = useTranslations();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [original, setOriginal] = useState<File | null>(null);
  const [crop, setCrop] = useState<TCrop>(START);
  const upload = useUpdateAvatar();
  const remove = useUpdateUser();
  const done = (summary: string) => {
    showToast({ severity: 'success', summary });
    router.refresh();
  };

  const onApply = async (area: Area) => {
    if (!original) return;
    let cropped: Blob;
    try {
      cropped = await cropImage(original, area);
    } catch {
      showToast({ severity: 'error', summary: t('experience.picture.invalidSummary'), detail: t('experience.picture.unreadable') });
      return;
    }
    upload.mutate(cropped, {
      onSuccess: () => {
        setOriginal(null);
        done(t('toasts.avatarUpdated'));
      },
    });
  };

  return (
    <section className="stack" aria-labelledby="avatar-title">
      <h2 id="avatar-title">{t('account.avatar.title')}</h2>
      <div className="row avatar-editor">
        <UserAvatar user={user} size="lg" alt={t('user.avatarAlt', { name: displayName(user) })} />
        <div className="row">
          <input
            ref={input}
            id="avatar-file"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif"
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t('account.avatar.choose')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              setCrop(START);
              setOriginal(file);
            }}
          />
          <Button type="button" label={t('account.avatar.choose')} icon="pi pi-camera" outlined onClick={() => input.current?.click()} />
          {user.avatarUrl && (
            <Button
              type="button"
              label={t('account.avatar.remove')}
              text
              loading={remove.isPending}
              onClick={() => remove.mutate({ removeAvatar: true }, { onSuccess: () => done(t('toasts.avatarUpdated')) })}
            />
          )}
        </div>
      </div>
      <PictureCropper
        original={original}
        crop={crop}
        onCropChange={(changes) => setCrop((current) => ({ ...current, ...changes }))}
        onApply={onApply}
        onCancel={() => setOriginal(null)}
        busy={upload.isPending}
        aspect={1}
        round
      />
    </section>
  );
}
