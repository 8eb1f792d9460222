'use client';

import { useLocale, useTranslations } from 'next-intl';
import { AutoComplete } from '@/components/ui/prime/autocomplete';
import { Button } from '@/components/ui/prime/button';
import { useState } from 'react';
import { searchPlaces } from '@/lib/api/experiences';
import type { TPlace } from '@/lib/shared/validation/place';
import { formatLocation } from '@/lib/format/location';
import { showToast } from '@/lib/stores/toast-store';
import type { TAddress } from '@/lib/shared/validation/experience';

type Props = { value: TAddress | null; onChange: (address: TAddress | null) => void };

/** Location search (offline gazetteer, or Mapbox when configured) and "use my position" on phones. */
export function AddressSearch({ value, onChange }: Props) {
  const t = useTranslations('experience');
  const locale = useLocale();
  const [suggestions, setSuggestions] = useState<TPlace[]>([]);
  const [text, setText] = useState<string | TPlace>(formatLocation(value));
  const [locating, setLocating] = useState(false);

  const lookupFailed = () =>
    showToast({ severity: 'error', summary: t('errors.locationSummary'), detail: t('errors.location') });

  const complete = async (query: string) => {
    try {
      setSuggestions(await searchPlaces({ query, language: locale }));
    } catch {
      lookupFailed();
    }
  };

  const choose = (place: TPlace | null) => {
    setText(place ? formatLocation(place) : '');
    onChange(place);
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return lookupFailed();
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const [place] = await searchPlaces({ latitude: coords.latitude, longitude: coords.longitude, language: locale });
          if (place) choose(place);
          else lookupFailed();
        } catch {
          lookupFailed();
        } finally {
          setLocating(false);
        }
      },
      () => {
        setLocating(false);
        lookupFailed();
      },
      { timeout: 10_000 },
    );
  };

  return (
    <div className="field">
      <label htmlFor="experience-address">{t('meta.address')}</label>
      <div className="row row--nowrap">
        <AutoComplete
          inputId="experience-address"
          value={text}
          suggestions={suggestions}
          completeMethod={(e) => void complete(e.query)}
          field="city"
          itemTemplate={(place: TPlace) => formatLocation(place)}
          selectedItemTemplate={(place: TPlace) => formatLocation(place)}
          onChange={(e) => setText(e.value)}
          onSelect={(e) => choose(e.value as TPlace)}
          onClear={() => choose(null)}
          placeholder={t('meta.addressPlaceholder')}
          delay={250}
          minLength={2}
          className="grow"
          inputClassName="w-full"
        />
        <Button type="button" icon="pi pi-map-marker" outlined loading={locating} onClick={locate} aria-label={t('meta.useMyPosition')} tooltip={t('meta.useMyPosition')} />
      </div>
      {value && (
        <p className="muted">
          <span className="pi pi-map-marker" aria-hidden="true" /> {formatLocation(value)}{' '}
          <button type="button" className="link-button" onClick={() => choose(null)}>
            {t('meta.clearAddress')}
          </button>
        </p>
      )}
    </div>
  );
}
