import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ExperienceView } from '@/components/experience/experience-view';
import { fetchPublicExperience } from '@/lib/api/experiences';
import { serverApi } from '@/lib/api/server';
import { orNotFound } from '@/lib/api/server-fetch';
import { ClientMessages } from '@/components/layout/client-messages';
import { publicPageMetadata } from '@/lib/meta/public-page-metadata';

type Props = { params: Promise<{ token: string }> };

const isToken = (token: string) => /^[\w-]{16,128}$/.test(token);
/** One read for the tags and the page; the backend answers only while the experience is public. */
const readExperience = cache(async (token: string) => orNotFound(fetchPublicExperience(token, await serverApi())));

/**
 * The link's preview in a messaging app: the experience's picture and text, which its page shows
 * to anyone, and not its author's name, which a preview would carry further than the page.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ token }, t] = await Promise.all([params, getTranslations('pageTitles')]);
  if (!isToken(token)) return { title: t('publicExperience'), robots: { index: false } };
  const experience = await readExperience(token);
  const picture = experience.pictureUrl ? { url: experience.pictureUrl, width: experience.pictureWidth, height: experience.pictureHeight, alt: experience.pictureAlt } : null;
  return publicPageMetadata('experiences', token, t('publicExperience'), { title: t('publicExperience'), description: experience.description, picture });
}

/** Opens signed out; the backend answers only for experiences shared publicly in this community. */
export default async function PublicExperiencePage({ params }: Props) {
  const { token } = await params;
  if (!isToken(token)) notFound();
  const experience = await readExperience(token);
  return (
    <ClientMessages areas={['experience']}>
      <ExperienceView experience={experience} canManage={false} />
    </ClientMessages>
  );
}
