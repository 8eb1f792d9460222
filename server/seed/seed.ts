import 'server-only';
import { eq } from 'drizzle-orm';
import type { BadgeSettings } from '../modules/credentials';
import type { Storage } from '../platform/storage';
import { seedCredentials } from './seed-credentials';
import type { Database } from '../db/client';
import { DEFAULT_PASSWORD, createCommunity, createGroup, createUser } from './fixtures';
import { communities } from '../db/schema';
import { seedDemoExperiences, seedSkills } from './seed-experiences';
import { demoUser, seedDemoJournals } from './seed-journals';

export type DemoAccount = { community: string; role: string; email: string; password: string };

/** journals: several authors' experiences and stories (seed-journals.ts), beyond the learner's first four. */
/** publicRegistration: the demo takes public sign-ups so a school trying the product sees them; the school does not. */
type DemoCommunity = { slug: string; name: string; domain: string; groups: string[]; journals?: boolean; publicRegistration?: boolean; supportEmail?: string };

const DEMO_COMMUNITIES: DemoCommunity[] = [
  // Demo's /contact mails its support desk; Mistral, without one, mails its admins.
  { slug: 'demo', name: 'Demo', domain: 'demo', groups: ['Seconde A', 'Première B'], journals: true, publicRegistration: true, supportEmail: 'support@demo.example' },
  { slug: 'lycee-mistral', name: 'Lycée Mistral', domain: 'mistral', groups: ['Terminale C', 'BTS Tourisme'] },
];

const ROLES = [
  { role: 'community admin', local: 'admin', firstname: 'Alice', lastname: 'Admin', extra: { communityAdmin: true, groupAdmin: true } },
  { role: 'group admin', local: 'groupadmin', firstname: 'Gaspard', lastname: 'Gestion', extra: { groupAdmin: true } },
  { role: 'learner', local: 'learner', firstname: 'Léa', lastname: 'Lambert', extra: {} },
  { role: 'learner (English)', local: 'learner-en', firstname: 'Liam', lastname: 'Lewis', extra: { locale: 'en' } },
  { role: 'new learner', local: 'newcomer', firstname: 'Nina', lastname: 'Nouvelle', extra: { tutorialSeen: false } },
  { role: 'learner, other group', local: 'learner-b', firstname: 'Oscar', lastname: 'Olivier', extra: {}, group: 1 },
  { role: 'pending user', local: 'pending', firstname: 'Paul', lastname: 'Patience', extra: { status: 'pending' as const } },
  { role: 'deactivated user', local: 'deactivated', firstname: 'Denise', lastname: 'Dormant', extra: { active: false } },
  { role: 'teacher', local: 'teacher', firstname: 'Thomas', lastname: 'Tuteur', extra: { isTeacher: true } },
];

export function demoAccounts(): DemoAccount[] {
  return DEMO_COMMUNITIES.flatMap((c) =>
    ROLES.map((r) => ({ community: c.slug, role: r.role, email: `${r.local}@${c.domain}.example`, password: DEFAULT_PASSWORD })),
  );
}

/**
 * Idempotent: a community that already exists keeps its people; its skill list, the demo
 * learner's experiences and the demo journals are added when missing (a database seeded
 * before they existed gets them too). Pictures need a storage; without one, only the skill
 * lists are added. With badge settings, every certification gets its Open Badge.
 */
export async function seedDemo(db: Database, options: { storage?: Storage; badges?: BadgeSettings } = {}): Promise<{ created: boolean }> {
  let created = false;
  for (const spec of DEMO_COMMUNITIES) {
    let [community] = await db.select().from(communities).where(eq(communities.slug, spec.slug)).limit(1);
    if (!community) {
      created = true;
      community = await createPeople(db, spec);
    }
    await seedSkills(db, community.id);
    if (options.storage) {
      const learner = await demoUser(db, `learner@${spec.domain}.example`, community.id);
      if (learner) await seedDemoExperiences(db, options.storage, { ...learner, communityId: community.id });
      if (spec.journals) await seedDemoJournals(db, options.storage, { id: community.id, domain: spec.domain });
    }
    if (options.badges) await seedCredentials(db, options.badges, community.id);
  }
  return { created };
}

async function createPeople(db: Database, spec: DemoCommunity) {
  const community = await createCommunity(db, {
    slug: spec.slug,
    name: spec.name,
    url: spec.slug,
    // The help button opens the community's own FAQ: a placeholder address opened a dead site.
    supportLink: '/faq',
    // Each demo community has its own mark (public/communities/), as favicon and as logo.
    faviconUrl: `/communities/${spec.slug}.svg`,
    logoUrl: `/communities/${spec.slug}.svg`,
    publicRegistration: spec.publicRegistration ?? false,
    supportEmail: spec.supportEmail ?? null,
  });
  const groupRows = [];
  for (const name of spec.groups) groupRows.push(await createGroup(db, community.id, { name, description: `${name} — ${spec.name}` }));
  for (const r of ROLES) {
    await createUser(db, {
      email: `${r.local}@${spec.domain}.example`,
      firstname: r.firstname,
      lastname: r.lastname,
      communityIds: [community.id],
      groupIds: r.local === 'teacher' ? [] : [groupRows[('group' in r && r.group) || 0].id],
      tutorialSeen: true,
      ...r.extra,
    });
  }
  return community;
}


