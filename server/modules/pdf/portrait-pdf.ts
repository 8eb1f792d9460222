import 'server-only';
import { eq } from 'drizzle-orm';
import { displayName } from '@/lib/shared/roles';
import { localeOrDefault } from '@/lib/shared/i18n/locales';
import type { Database } from '../../db/client';
import { communities, users } from '../../db/schema';
import { getPortrait, requirePortraitAuthor } from '../portraits';
import type { Viewer } from '../sharing';
import { pdfExperiencesOf, type PortraitPdfInput } from './pdf-input';

/**
 * A portrait's PDF, asked for by its author (the dashboard's portrait tab): their presentation,
 * highlights and skills as the portrait tab shows them, in their language. Anyone else who may
 * read the portrait is refused (403), as for a story.
 */
export async function readPortraitPdfInput(db: Database, viewer: Viewer, userId: number): Promise<PortraitPdfInput> {
  await requirePortraitAuthor(db, viewer, userId);
  const [[author], [community]] = await Promise.all([
    db.select({ firstname: users.firstname, lastname: users.lastname, locale: users.locale, avatarKey: users.avatarKey }).from(users).where(eq(users.id, userId)),
    db.select({ name: communities.name }).from(communities).where(eq(communities.id, viewer.communityId)),
  ]);
  const locale = localeOrDefault(author.locale);
  const portrait = await getPortrait(db, { ...viewer, locale }, userId);
  return {
    locale,
    author: { name: displayName(author), avatarKey: author.avatarKey },
    community: { name: community.name },
    about: portrait.about,
    highlights: await pdfExperiencesOf(db, portrait.highlightedExperiences),
    skills: portrait.skills.map((skill) => ({ name: skill.name, bestLevel: skill.level, certified: skill.certified })),
  };
}
