'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { Dialog } from '@/components/ui/prime/dialog';
import { Slider } from 'primereact/slider';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useObjectUrl } from '@/lib/hooks/use-object-url';
import type { TCropArea } from './crop-image';

/** Where the cropper stands, kept by its owner (the experience draft persists it). */
export type TCrop = { x: number; y: number; zoom: number; area: TCropArea | null };

type Props = {
  original: Blob | null;
  crop: TCrop;
  onCropChange: (changes: Partial<TCrop>) => void;
  onApply: (area: Area) => void;
  onCancel: () => void;
  busy: boolean;
  /** Width over height: 4:3 for an experience's card, 1 for an avatar. */
  aspect?: number;
  round?: boolean;
};

/** A dialog to frame a picture in the shape it will be shown in. */
export function PictureCropper({ original, crop, onCropChange, onApply, onCancel, busy, aspect = 4 / 3, round = false }: Props) {
  const t = useTranslations('experience.picture');
  const imageUrl = useObjectUrl(original);
  // The dialog opens with a zoom from 70%; the cropper measures its box when the picture loads,
  // so mounted during that animation it framed about 70% of the picture. Mounted once
  // the dialog stands, at zoom 1 with the picture contained, its first frame is the largest of
  // the aspect that fits: the full width or the full height.
  const [shownFor, setShownFor] = useState<Blob | null>(null);
  const isShown = original !== null && shownFor === original;

  return (
    <Dialog
      visible={Boolean(original)}
      onShow={() => setShownFor(original)}
      onHide={onCancel}
      header={t('cropTitle')}
      modal
      draggable={false}
      style={{ width: 'min(40rem, 96vw)' }}
      footer={
        <div className="row row--end">
          <Button type="button" label={t('cancel')} text onClick={onCancel} />
          <Button type="button" label={t('applyCrop')} icon="pi pi-check" loading={busy} disabled={!crop.area} onClick={() => crop.area && onApply(crop.area)} />
        </div>
      }
    >
      <div className="cropper">
        {imageUrl && isShown && (
          <Cropper
            image={imageUrl}
            crop={{ x: crop.x, y: crop.y }}
            zoom={crop.zoom}
            aspect={aspect}
            cropShape={round ? 'round' : 'rect'}
            objectFit="contain"
            onCropChange={(point) => onCropChange(point)}
            onZoomChange={(zoom) => onCropChange({ zoom })}
            onCropComplete={(_, area) => onCropChange({ area })}
          />
        )}
      </div>
      <label className="field" htmlFor="crop-zoom">
        <span>{t('zoom')}</span>
        <Slider id="crop-zoom" value={crop.zoom} min={1} max={3} step={0.05} onChange={(e) => onCropChange({ zoom: Number(e.value) })} aria-label={t('zoom')} />
      </label>
    </Dialog>
  );
}
