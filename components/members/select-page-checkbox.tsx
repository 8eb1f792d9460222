'use client';

import { useTranslations } from 'next-intl';
import { Checkbox } from 'primereact/checkbox';
import { useEffect, useRef } from 'react';

type Props = { pageIds: number[]; selected: number[]; onSelect: (ids: number[]) => void };

/**
 * Ticks or unticks everyone on the page. When only some are ticked it is "mixed": the input's own
 * indeterminate state, which browsers expose to assistive technology as aria-checked="mixed" and
 * the stylesheet draws as a bar; a click then ticks everyone, as a mail client's does.
 */
export function SelectPageCheckbox({ pageIds, selected, onSelect }: Props) {
  const t = useTranslations('manageMembers');
  const input = useRef<HTMLInputElement>(null);
  const tickedHere = pageIds.filter((id) => selected.includes(id)).length;
  const allTicked = pageIds.length > 0 && tickedHere === pageIds.length;
  const mixed = tickedHere > 0 && !allTicked;
  // React has no prop for it; set after every render, since a click clears it natively.
  useEffect(() => {
    if (input.current) input.current.indeterminate = mixed;
  });
  return (
    <div className="members-select-all">
      <Checkbox inputId="members-select-page" inputRef={input} checked={allTicked} onChange={() => onSelect(allTicked ? [] : pageIds)} />
      <label htmlFor="members-select-page">{t('members.selectPage')}</label>
    </div>
  );
}
