'use client';

import { useTranslations } from 'next-intl';
import { Checkbox } from 'primereact/checkbox';
import { Button } from '@/components/ui/prime/button';
import { useState, type FormEvent } from 'react';
import { ExperiencePicker } from '@/components/experience';
import { ServerErrors } from '@/components/ui/server-errors';
import { isSharingComplete, SharingChoice, type TSharingValue } from '@/components/ui/sharing-choice';
import type { TFieldErrors } from '@/lib/api/errors';
import { useSavePortrait } from '@/lib/api/portraits';
import { showToast } from '@/lib/stores/toast-store';
import { PORTRAIT_ABOUT_MAX, PORTRAIT_HIGHLIGHTS_MAX, PORTRAIT_SHARING_LEVELS } from '@/lib/shared/validation/portrait-rules';
import { countedLength } from '@/lib/shared/validation/text-length';
import type { TPortrait, TPortraitSharing } from '@/lib/shared/validation/portrait';
import { CountedTextarea } from '@/components/ui/counted-textarea';

type Props = { portrait: TPortrait; onDone: () => void };

/** The author's portrait in one form: the about text with its counter, up to six highlights in order, and who may read it. */
export function PortraitForm({ portrait, onDone }: Props) {
  const t = useTranslations('portrait');
  const [about, setAbout] = useState(portrait.about);
  const [highlights, setHighlights] = useState(portrait.highlightedExperienceIds);
  const [showBadges, setShowBadges] = useState(portrait.showBadges);
  const [sharing, setSharing] = useState<TSharingValue<TPortraitSharing>>({ sharingParameters: portrait.sharingParameters, groupIds: portrait.groupIds });
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<TFieldErrors | null>(null);
  const save = useSavePortrait({ onFieldErrors: setServerErrors });
  const count = countedLength(about);
  const tooLong = count > PORTRAIT_ABOUT_MAX;

  const toggle = (id: number) => setHighlights((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    setServerErrors(null);
    if (tooLong || !isSharingComplete(sharing)) return;
    save.mutate(
      { userId: portrait.id, changes: { about, highlightedExperienceIds: highlights, showBadges, ...sharing } },
      {
        onSuccess: () => {
          showToast({ severity: 'success', summary: t('saved') });
          onDone();
        },
      },
    );
  };

  return (
    <form className="card stack portrait-form" onSubmit={onSubmit} noValidate aria-labelledby="portrait-form-title">
      <h2 id="portrait-form-title">{t('form.title')}</h2>
      <CountedTextarea
        id="portrait-about"
        label={t('form.aboutLabel')}
        value={about}
        onChange={setAbout}
        placeholder={t('aboutEmpty')}
        tooLong={tooLong}
        counter={t('form.aboutCount', { count: String(count), max: String(PORTRAIT_ABOUT_MAX) })}
      />
      <ExperiencePicker
        idPrefix="portrait"
        selected={highlights}
        max={PORTRAIT_HIGHLIGHTS_MAX}
        onToggle={toggle}
        words={{
          legend: t('form.legend'),
          count: t('form.count', { count: String(highlights.length), max: String(PORTRAIT_HIGHLIGHTS_MAX) }),
          pick: t('form.pick'),
          position: (position) => t('form.position', { position: String(position) }),
          empty: t('form.empty'),
        }}
      />
      <div className="field">
        <div className="choice">
          <Checkbox inputId="portrait-show-badges" checked={showBadges} onChange={(event) => setShowBadges(Boolean(event.checked))} aria-describedby="portrait-show-badges-hint" />
          <label htmlFor="portrait-show-badges">{t('form.showBadges')}</label>
        </div>
        <small id="portrait-show-badges-hint" className="muted">
          {t('form.showBadgesHint')}
        </small>
      </div>
      <SharingChoice idPrefix="portrait" value={sharing} onChange={setSharing} showErrors={showErrors} levels={PORTRAIT_SHARING_LEVELS} />
      <ServerErrors errors={serverErrors} label={t('saveError')} />
      <div className="row row--end">
        <Button type="button" label={t('form.cancel')} outlined onClick={onDone} disabled={save.isPending} />
        <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  );
}
