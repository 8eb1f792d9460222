'use client';

import { useTranslations } from 'next-intl';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Slider } from 'primereact/slider';
import Cropper, { type Area } from 'react-easy-crop';
import { useObjectUrl } from '@/lib/hooks/use-object-url';
import type { TCrop } from '../draft/draft-types';

type Props = {
  original: Blob | null;
  crop: TCrop;
  onCropChange: (changes: Partial<TCrop>) => void;
  onApply: (area: Area) => void;
  onCancel: () => void;
  busy: boolean;
};

const ASPECT = 4 / 3;

/** A dialog to frame the picture (4:3, the card's shape); crop coordinates persist with the draft. */
export function PictureCropper({ original, crop, onCropChange, onApply, onCancel, busy }: Props) {
  const t = useTranslations('experience.picture');
  const imageUrl = useObjectUrl(original);

  return (
    <Dialog
      visible={Boolean(original)}
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
        {imageUrl && (
          <Cropper
            image={imageUrl}
            crop={{ x: crop.x, y: crop.y }}
            zoom={crop.zoom}
            aspect={ASPECT}
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
