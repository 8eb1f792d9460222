import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { DEFAULT_PASSWORD, createCommunity, createGroup, createUser } from './fixtures';
import { communities } from './schema';

export type DemoAccount = { community: string; role: string; email: string; password: string };

type DemoCommunity = { slug: string; name: string; domain: string; groups: string[] };

const DEMO_COMMUNITIES: DemoCommunity[] = [
  { slug: 'demo', name: 'Demo', domain: 'demo', groups: ['Seconde A', 'Première B'] },
  { slug: 'lycee-mistral', name: 'Lycée Mistral', domain: 'mistral', groups: ['Terminale C', 'BTS Tourisme'] },
];

const ROLES = [
  { role: 'community admin', local: 'admin', firstname: 'Alice', lastname: 'Admin', extra: { communityAdmin: true, groupAdmin: true } },
  { role: 'group admin', local: 'groupadmin', firstname: 'Gaspard', lastname: 'Gestion', extra: { groupAdmin: true } },
  { role: 'learner', local: 'learner', firstname: 'Léa', lastname: 'Lambert', extra: {} },
  { role: 'learner (English)', local: 'learner-en', firstname: 'Liam', lastname: 'Lewis', extra: { locale: 'en' } },
  { role: 'new learner', local: 'newcomer', firstname: 'Nina', lastname: 'Nouvelle', extra: { tutorialSeen: false } },
  { role: 'pending user', local: 'pending', firstname: 'Paul', lastname: 'Patience', extra: { status: 'pending' as const } },
  { role: 'deactivated user', local: 'deactivated', firstname: 'Denise', lastname: 'Dormant', extra: { active: false } },
  { role: 'teacher', local: 'teacher', firstname: 'Thomas', lastname: 'Tuteur', extra: { isTeacher: true } },
];

export function demoAccounts(): DemoAccount[] {
  return DEMO_COMMUNITIES.flatMap((c) =>
    ROLES.map((r) => ({ community: c.slug, role: r.role, email: `${r.local}@${c.domain}.example`, password: DEFAULT_PASSWORD })),
  );
}

/** Idempotent: a community that already exists is left as it is. */
export async function seedDemo(db: Database): Promise<{ created: boolean }> {
  let created = false;
  for (const spec of DEMO_COMMUNITIES) {
    const [existing] = await db.select({ id: communities.id }).from(communities).where(eq(communities.slug, spec.slug)).limit(1);
    if (existing) continue;
    created = true;
    const community = await createCommunity(db, {
      slug: spec.slug,
      name: spec.name,
      url: spec.slug,
      supportLink: 'https://support.example.org/help',
      faviconUrl: '/favicon.svg',
    });
    const groupRows = [];
    for (const name of spec.groups) groupRows.push(await createGroup(db, community.id, { name, description: `${name} — ${spec.name}` }));
    for (const r of ROLES) {
      await createUser(db, {
        email: `${r.local}@${spec.domain}.example`,
        firstname: r.firstname,
        lastname: r.lastname,
        communityIds: [community.id],
        groupIds: r.local === 'teacher' ? [] : [groupRows[0].id],
        tutorialSeen: true,
        ...r.extra,
      });
    }
  }
  return { created };
}
