'use client';

import { supportUrl } from '@/lib/format/support-url';
import type { TCommunity } from '@/lib/shared/validation/community';

/** Spec §9: opens in a new tab with sub-tab, resource and tab parameters; without a link nothing opens. */
export function SupportLink({ community, label }: { community: TCommunity | null; label: string }) {
  const onClick = () => {
    const url = community && supportUrl(community, window.location.origin);
    if (!url) {
      console.warn('Support link non disponible.');
      return;
    }
    window.open(url, '_blank', 'noopener,noreferrer');
  };
  return (
    <button type="button" className="icon-button" onClick={onClick} title={label} aria-label={label}>
      <span className="pi pi-question-circle" aria-hidden="true" />
    </button>
  );
}
