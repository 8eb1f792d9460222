'use client';

import { useTranslations } from 'next-intl';
import { Checkbox } from 'primereact/checkbox';
import { RadioButton } from 'primereact/radiobutton';
import { useSessionStore } from '@/lib/stores/session-store';
import { SHARING_LEVELS, type TSharing } from '@/lib/shared/validation/experience-rules';
import type { TPublicLinkRule } from '@/lib/shared/validation/public-links';
import type { TUser } from '@/lib/shared/validation/user';

export type TSharingValue<L extends TSharing = TSharing> = { sharingParameters: L; groupIds: number[] };

/** One empty list: a new one at each read would be a new store value, and React would render forever (signed out with the wizard open). */
const NO_GROUPS: TUser['groupsAttributes'] = [];

const publicHint = (rule: TPublicLinkRule) => (rule === 'off' ? 'publicOff' : rule === 'approval' ? 'publicApproval' : 'public');

/** "My groups" with no group ticked would share with nobody; the API refuses it too. */
export const isSharingComplete = ({ sharingParameters, groupIds }: TSharingValue) => sharingParameters !== 'group' || groupIds.length > 0;

type Props<L extends TSharing> = {
  value: TSharingValue<L>;
  onChange: (value: TSharingValue<L>) => void;
  showErrors: boolean;
  idPrefix: string;
  /** The levels offered: every one by default; an item without a public page leaves `public` out. */
  levels?: readonly L[];
};

/**
 * Who may read an item, and with "my groups" which of the author's groups: one set of fields
 * for the wizard's meta step and the share dialog, so both apply the same rules.
 */
export function SharingChoice<L extends TSharing = TSharing>({ value, onChange, showErrors, idPrefix, levels }: Props<L>) {
  const t = useTranslations('experience');
  const groups = useSessionStore((s) => s.user?.groupsAttributes ?? NO_GROUPS);
  // The community's rule for public links (its learners are mostly minors): off, the choice stays only to show an item
  // already public; with approval, its hint says a group admin approves first.
  const linkRule = useSessionStore((s) => s.user?.communitiesAttributes[0]?.publicLinks ?? 'allowed');
  const missingGroup = showErrors && !isSharingComplete(value);
  // Without `levels`, L is every level: each offered level is an L.
  const offered: readonly TSharing[] = levels ?? SHARING_LEVELS;

  const toggleGroup = (id: number, checked: boolean) =>
    onChange({ ...value, groupIds: checked ? [...new Set([...value.groupIds, id])] : value.groupIds.filter((g) => g !== id) });

  return (
    <>
      <fieldset className="field fieldset">
        <legend>{t('meta.sharing')}</legend>
        {offered.map((level) => (
          <div key={level} className="choice">
            <RadioButton
              inputId={`${idPrefix}-sharing-${level}`}
              name={`${idPrefix}-sharing`}
              value={level}
              checked={value.sharingParameters === level}
              disabled={level === 'public' && linkRule === 'off'}
              onChange={() => onChange({ ...value, sharingParameters: level as L })}
            />
            <label htmlFor={`${idPrefix}-sharing-${level}`}>
              <strong>{t(`share.${level}`)}</strong>
              <span className="muted"> — {t(`shareHint.${level === 'public' ? publicHint(linkRule) : level}`)}</span>
            </label>
          </div>
        ))}
      </fieldset>
      {value.sharingParameters === 'group' && (
        <fieldset className="field fieldset" aria-describedby={missingGroup ? `${idPrefix}-groups-error` : undefined}>
          <legend>{t('meta.groups')}</legend>
          {groups.map((group) => (
            <div key={group.id} className="choice">
              <Checkbox inputId={`${idPrefix}-group-${group.id}`} checked={value.groupIds.includes(group.id)} onChange={(e) => toggleGroup(group.id, Boolean(e.checked))} />
              <label htmlFor={`${idPrefix}-group-${group.id}`}>{group.name}</label>
            </div>
          ))}
          {groups.length === 0 && <p className="muted">{t('meta.noGroups')}</p>}
          {missingGroup && (
            <small id={`${idPrefix}-groups-error`} className="field-error" role="alert">
              {t('meta.groupsRequired')}
            </small>
          )}
        </fieldset>
      )}
    </>
  );
}
