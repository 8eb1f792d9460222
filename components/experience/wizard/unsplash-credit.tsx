'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { TPictureCredit } from '../draft/draft-types';

/** Unsplash's guidelines: links back to it name the application, as registered there, in utm_source. */
const REFERRAL = 'utm_source=learning_journal&utm_medium=referral';

function ReferralLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={`${href}${href.includes('?') ? '&' : '?'}${REFERRAL}`} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** "Photo by <photographer> on Unsplash", each linked as Unsplash's attribution guideline asks. */
export function UnsplashCredit({ credit }: { credit: TPictureCredit }) {
  const t = useTranslations('experience.unsplash');
  return (
    <p className="unsplash-credit">
      {t.rich('credit', {
        name: credit.name,
        photographer: (chunks) => (credit.profileUrl ? <ReferralLink href={credit.profileUrl}>{chunks}</ReferralLink> : chunks),
        unsplash: (chunks) => <ReferralLink href="https://unsplash.com/">{chunks}</ReferralLink>,
      })}
    </p>
  );
}
