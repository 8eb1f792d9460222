'use client';

import { useTranslations } from 'next-intl';
import { InputText } from 'primereact/inputtext';
import { SharingChoice } from '@/components/ui/sharing-choice';
import { useUpdateExperienceAddress } from '@/lib/api/experiences';
import { DateField } from '@/components/ui/date-field';
import type { TAddress } from '@/lib/shared/validation/experience';
import { useExperienceDraft } from '../draft/draft-store';
import { AddressSearch } from './address-search';
import { GroupTagSuggestions } from './group-tag-suggestions';
import { TagsInput } from './tags-input';
import { useDraftTags } from './use-draft-tags';

/** Step 2: when, where, a link, tags, and who may read it ("my groups" needs a group ticked). */
export function MetaStep({ showErrors }: { showErrors: boolean }) {
  const t = useTranslations('experience');
  const draft = useExperienceDraft((s) => s.draft);
  const update = useExperienceDraft((s) => s.update);
  const tags = useDraftTags();
  const saveAddress = useUpdateExperienceAddress();

  /** Spec §4: in edit mode the address is saved as soon as it is chosen. */
  const onAddress = (address: TAddress | null) => {
    update({ addressAttributes: address });
    if (draft.id !== null) saveAddress.mutate({ id: draft.id, address });
  };

  return (
    <div className="stack">
      <DateField id="experience-date" label={t('meta.date')} value={draft.date} onChange={(date) => update({ date })} withTime />
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
      <GroupTagSuggestions tags={tags.tags} onToggle={tags.toggle} pending={tags.pending} />
      <SharingChoice
        idPrefix="experience"
        value={{ sharingParameters: draft.sharingParameters, groupIds: draft.groupIds }}
        onChange={(sharing) => update(sharing)}
        showErrors={showErrors}
      />
    </div>
  );
}
