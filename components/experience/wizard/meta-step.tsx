'use client';

import { useTranslations } from 'next-intl';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { useUpdateExperienceAddress } from '@/lib/api/experiences';
import { fromDateTimeLocal, toDateTimeLocal } from '@/lib/format/date';
import { useSessionStore } from '@/lib/stores/session-store';
import type { TAddress } from '@/lib/validation/experience';
import { SHARING_LEVELS } from '@/lib/validation/experience-rules';
import { useExperienceDraft } from '../draft/draft-store';
import { AddressSearch } from './address-search';
import { TagsInput } from './tags-input';
import { useDraftTags } from './use-draft-tags';

/** Step 2: when, where, a link, tags, and who may read it. */
export function MetaStep() {
  const t = useTranslations('experience');
  const draft = useExperienceDraft((s) => s.draft);
  const update = useExperienceDraft((s) => s.update);
  const groups = useSessionStore((s) => s.user?.groupsAttributes ?? []);
  const tags = useDraftTags();
  const saveAddress = useUpdateExperienceAddress();

  /** Spec §4: in edit mode the address is saved as soon as it is chosen. */
  const onAddress = (address: TAddress | null) => {
    update({ addressAttributes: address });
    if (draft.id !== null) saveAddress.mutate({ id: draft.id, address });
  };

  const toggleGroup = (id: number, checked: boolean) =>
    update({ groupIds: checked ? [...new Set([...draft.groupIds, id])] : draft.groupIds.filter((g) => g !== id) });

  return (
    <div className="stack">
      <div className="field">
        <label htmlFor="experience-date">{t('meta.date')}</label>
        <input
          id="experience-date"
          className="p-inputtext"
          type="datetime-local"
          value={toDateTimeLocal(draft.date)}
          onChange={(e) => {
            const date = fromDateTimeLocal(e.target.value);
            if (date) update({ date });
          }}
        />
      </div>
      <AddressSearch value={draft.addressAttributes} onChange={onAddress} />
      <div className="field">
        <label htmlFor="experience-link">{t('meta.link')}</label>
        <InputText
          id="experience-link"
          type="url"
          inputMode="url"
          value={draft.link?.linkUrl ?? ''}
          onChange={(e) => update({ link: e.target.value ? { linkUrl: e.target.value } : null })}
          placeholder="https://"
        />
      </div>
      <TagsInput tags={tags.tags} onToggle={tags.toggle} pending={tags.pending} />
      <fieldset className="field fieldset">
        <legend>{t('meta.sharing')}</legend>
        {SHARING_LEVELS.map((level) => (
          <div key={level} className="choice">
            <RadioButton inputId={`sharing-${level}`} name="sharing" value={level} checked={draft.sharingParameters === level} onChange={() => update({ sharingParameters: level })} />
            <label htmlFor={`sharing-${level}`}>
              <strong>{t(`share.${level}`)}</strong>
              <span className="muted"> — {t(`shareHint.${level}`)}</span>
            </label>
          </div>
        ))}
      </fieldset>
      {draft.sharingParameters === 'group' && groups.length > 0 && (
        <fieldset className="field fieldset">
          <legend>{t('meta.groups')}</legend>
          {groups.map((group) => (
            <div key={group.id} className="choice">
              <Checkbox inputId={`group-${group.id}`} checked={draft.groupIds.includes(group.id)} onChange={(e) => toggleGroup(group.id, Boolean(e.checked))} />
              <label htmlFor={`group-${group.id}`}>{group.name}</label>
            </div>
          ))}
        </fieldset>
      )}
    </div>
  );
}
