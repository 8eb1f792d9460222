import 'server-only';
import { eq, exists, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { certifications, experiences } from '../../db/schema';

/**
 * Spec §4: an experience is certified when it has at least one certification entry. One
 * condition on the experiences table for every reader of it: the certified journals and the
 * portrait's skills.
 */
export const isCertified = exists(new QueryBuilder().select({ one: sql`1` }).from(certifications).where(eq(certifications.experienceId, experiences.id)));
