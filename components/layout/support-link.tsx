'use client';

import type { TCommunity } from '@/lib/validation/community';

/** Spec §9: opens in a new tab with sub-tab, resource and tab parameters; without a link nothing opens. */
export function SupportLink({ community, label }: { community: TCommunity | null; label: string }) {
  const onClick = () => {
    if (!community?.supportLink) {
      console.warn('Support link non disponible.');
      return;
    }
    const url = new URL(community.supportLink);
    url.searchParams.set('sub-tab', 'help');
    url.searchParams.set('resource', community.slug);
    url.searchParams.set('tab', 'support');
    window.open(url.toString(), '_blank', 'noopener,noreferrer');
  };
  return (
    <button type="button" className="icon-button" onClick={onClick} title={label} aria-label={label}>
      <span className="pi pi-question-circle" aria-hidden="true" />
    </button>
  );
}
