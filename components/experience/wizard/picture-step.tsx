'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { useEffect, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { showToast } from '@/lib/stores/toast-store';
import { DESCRIPTION_MAX, PICTURE_ALT_MAX, PICTURE_MAX_BYTES } from '@/lib/shared/validation/experience-rules';
import { countedLength } from '@/lib/shared/validation/text-length';
import { clearDraftImages, loadOriginalImage, saveCroppedImage, saveOriginalImage } from '../draft/draft-images';
import { useExperienceDraft } from '../draft/draft-store';
import { cropImage } from '@/components/ui/crop-image';
import { PictureCropper } from '@/components/ui/picture-cropper';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { useQuery } from '@tanstack/react-query';
import { getFeaturesQueryOptions } from '@/lib/api/features';
import type { TPictureCredit } from '../draft/draft-types';
import { UnsplashCredit } from './unsplash-credit';
import { UnsplashPicker } from './unsplash-picker';

type Props = { pictureUrl: string | null; onPictureChanged: () => void };

/** Step 1 (required): the picture, from a file, the phone's camera or Unsplash when configured, framed; and the description. */
export function PictureStep({ pictureUrl, onPictureChanged }: Props) {
  const t = useTranslations('experience');
  const description = useExperienceDraft((s) => s.draft.description);
  const pictureAlt = useExperienceDraft((s) => s.draft.pictureAlt);
  const update = useExperienceDraft((s) => s.update);
  const crop = useExperienceDraft((s) => s.crop);
  const setCrop = useExperienceDraft((s) => s.setCrop);
  const isFraming = useExperienceDraft((s) => s.isFraming);
  const setFraming = useExperienceDraft((s) => s.setFraming);
  const pictureCredit = useExperienceDraft((s) => s.pictureCredit);
  const framingCredit = useExperienceDraft((s) => s.framingCredit);
  const setPictureCredit = useExperienceDraft((s) => s.setPictureCredit);
  const setFramingCredit = useExperienceDraft((s) => s.setFramingCredit);
  const features = useQuery(getFeaturesQueryOptions());
  const [original, setOriginal] = useState<Blob | null>(null);
  const [cropping, setCropping] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const count = countedLength(description);
  const tooLong = count > DESCRIPTION_MAX;
  const altCount = countedLength(pictureAlt);
  const altTooLong = altCount > PICTURE_ALT_MAX;

  // A reload while framing reopens the framing on the same picture, where it was (spec §4: the
  // original image and the crop coordinates persist). Only on arrival: later changes are the user's.
  const [restoring] = useState(isFraming);
  useEffect(() => {
    if (!restoring) return;
    void loadOriginalImage().then((blob) => (blob ? setOriginal(blob) : setFraming(false)));
  }, [restoring, setFraming]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      showToast({ severity: 'error', summary: t('picture.invalidSummary'), detail: t('picture.invalidType') });
      return;
    }
    if (file.size > PICTURE_MAX_BYTES) {
      showToast({ severity: 'error', summary: t('picture.invalidSummary'), detail: t('picture.tooLarge', { max: '10' }) });
      return;
    }
    await frame(file, null);
  };

  /** An uploaded file or a stock photo (with its credit) goes to the framing the same way. */
  const frame = async (picture: Blob, credit: TPictureCredit | null) => {
    await saveOriginalImage(picture);
    setCrop({ x: 0, y: 0, zoom: 1, area: null });
    setFramingCredit(credit);
    setFraming(true);
    setOriginal(picture);
  };

  const onApply = async (area: Area) => {
    if (!original) return;
    setCropping(true);
    try {
      await saveCroppedImage(await cropImage(original, area));
      setPictureCredit(framingCredit);
      setFraming(false);
      setOriginal(null);
      onPictureChanged();
    } catch {
      showToast({ severity: 'error', summary: t('picture.invalidSummary'), detail: t('picture.unreadable') });
    } finally {
      setCropping(false);
    }
  };

  const onRemove = async () => {
    await clearDraftImages();
    update({ pictureUrl: null });
    setPictureCredit(null);
    onPictureChanged();
  };

  return (
    <div className="stack">
      <section className="field" aria-labelledby="picture-label">
        <span id="picture-label" className="field__label">
          {t('picture.label')}
        </span>
        {pictureUrl ? (
          <figure className="picture-preview">
            {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL of the cropped draft */}
            <img src={pictureUrl} alt={t('picture.previewAlt')} />
            {pictureCredit && (
              <figcaption>
                <UnsplashCredit credit={pictureCredit} />
              </figcaption>
            )}
          </figure>
        ) : (
          <p className="picture-placeholder muted">{t('picture.empty')}</p>
        )}
        <div className="row picture-sources">
          <Button type="button" icon="pi pi-image" label={pictureUrl ? t('picture.replace') : t('picture.choose')} outlined onClick={() => fileInput.current?.click()} />
          <Button type="button" icon="pi pi-camera" label={t('picture.camera')} outlined onClick={() => cameraInput.current?.click()} />
          {features.data?.unsplash && <UnsplashPicker onTake={(picture, credit) => void frame(picture, credit)} />}
          {pictureUrl && <Button type="button" icon="pi pi-trash" label={t('picture.remove')} text severity="danger" onClick={onRemove} />}
        </div>
        <input ref={fileInput} type="file" accept="image/*" hidden data-testid="picture-file" onChange={(e) => void onFile(e.target.files?.[0])} />
        <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden onChange={(e) => void onFile(e.target.files?.[0])} />
      </section>
      {pictureUrl && (
        <CountedTextarea
          id="experience-picture-alt"
          label={t('picture.alt.label')}
          hint={t('picture.alt.hint')}
          value={pictureAlt}
          onChange={(value) => update({ pictureAlt: value })}
          placeholder={t('picture.alt.placeholder')}
          rows={2}
          tooLong={altTooLong}
          counter={altTooLong ? t('picture.alt.tooLong', { max: String(PICTURE_ALT_MAX) }) : t('description.count', { count: String(altCount), max: String(PICTURE_ALT_MAX) })}
        />
      )}
      <CountedTextarea
        id="experience-description"
        label={t('description.label')}
        value={description}
        onChange={(value) => update({ description: value })}
        placeholder={t('description.placeholder')}
        tooLong={tooLong}
        counter={tooLong ? t('description.tooLong', { max: String(DESCRIPTION_MAX) }) : t('description.count', { count: String(count), max: String(DESCRIPTION_MAX) })}
      />
      <PictureCropper original={original} crop={crop} onCropChange={setCrop} onApply={onApply} onCancel={() => {
          setFraming(false);
          setOriginal(null);
        }} busy={cropping} />
    </div>
  );
}
