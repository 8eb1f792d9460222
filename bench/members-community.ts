import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { createCommunity, createGroup, createUser } from '@/server/seed/fixtures';

/**
 * `members` members in two groups, 3 experiences each on average (one in ten certified, the
 * four sharing levels in turn, so the community journal has pages to show), a joining activity
 * each. Returns the community.
 */
export async function fillMembersCommunity(db: Database, { slug, members, adminEmail, password }: { slug: string; members: number; adminEmail: string; password: string }) {
  const community = await createCommunity(db, { slug, url: slug, name: 'Bench' });
  const groups = [await createGroup(db, community.id, { name: 'Bench A' }), await createGroup(db, community.id, { name: 'Bench B' })];
  await createUser(db, { email: adminEmail, password, communityAdmin: true, communityIds: [community.id], groupIds: [groups[0].id] });
  await db.execute(sql`
    insert into users (email, firstname, lastname, status, active, created_at, updated_at)
    select 'member' || n || '@bench.test', 'First' || (n % 97), 'Last' || lpad(n::text, 5, '0'),
           case when n % 10 = 0 then 'pending' else 'accepted' end, n % 50 <> 0, now(), now()
    from generate_series(1, ${members}::int) as n`);
  await db.execute(sql`
    insert into community_memberships (user_id, community_id, position)
    select id, ${community.id}::int, 0 from users where email like 'member%@bench.test'`);
  await db.execute(sql`
    insert into group_memberships (user_id, group_id, position)
    select id, case when id % 2 = 0 then ${groups[0].id}::int else ${groups[1].id}::int end, 0 from users where email like 'member%@bench.test'`);
  await db.execute(sql`
    insert into experiences (community_id, user_id, description, date, sharing_parameters, public_token, created_at, updated_at)
    select ${community.id}::int, u.id, 'Experience', now() - k * interval '1 day', (array['private', 'group', 'community', 'public'])[1 + (u.id + k) % 4], 'bench-' || u.id || '-' || k, now() - k * interval '1 day', now()
    from users u cross join generate_series(1, 3) as k
    where u.email like 'member%@bench.test' and (u.id + k) % 4 <> 0`);
  await db.execute(sql`
    insert into certifications (experience_id, certificator_name, certificator_email)
    select id, 'Teacher', 'teacher@bench.test' from experiences where id % 10 = 0`);
  await db.execute(sql`
    insert into activities (user_id, community_id, kind, subject_name, created_at)
    select id, ${community.id}::int, 'joinedCommunity', 'Bench', now() - (id % 300) * interval '1 hour' from users where email like 'member%@bench.test'`);
  await db.execute(sql`analyze`);
  return community;
}

