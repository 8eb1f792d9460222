import 'server-only';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TSharing } from '@/lib/shared/validation/experience';
import { storePicture } from '../modules/pictures';
import type { Storage } from '../platform/storage';
import type { Database } from '../db/client';
import { createExperience } from './fixtures';
import { recordActivity } from '../modules/accounts';
import { experiences, skillTranslations, skills } from '../db/schema';

/** Every demo community's skill list (French names: the product's default language). */
export const DEMO_SKILLS = [
  'Communication',
  'Travail en équipe',
  'Autonomie',
  'Créativité',
  'Organisation',
  'Esprit critique',
  'Adaptabilité',
  'Résolution de problèmes',
  'Prise d’initiative',
  'Gestion du temps',
] as const;

type DemoExperience = {
  description: string;
  daysAgo: number;
  sharing: TSharing;
  colours: [string, string];
  tags: string[];
  skills: { name: string; level: number; sub?: { name: string; level: number }[] }[];
  address?: { name?: string; city: string; postcode?: string; country: string; latitude: number; longitude: number };
  link?: string;
  inOwnGroup?: boolean;
};

const DEMO_EXPERIENCES: DemoExperience[] = [
  {
    description: 'Stage d’une semaine à la boulangerie du quartier : pétrissage, façonnage et service au comptoir dès 6 heures.',
    daysAgo: 40,
    sharing: 'private',
    colours: ['#f6d365', '#fda085'],
    tags: ['Stage', 'Cuisine'],
    skills: [
      { name: 'Organisation', level: 2 },
      { name: 'Travail en équipe', level: 3, sub: [{ name: 'Écoute des collègues', level: 2 }] },
    ],
    address: { name: 'Vieux-Port', city: 'Marseille', postcode: '13001', country: 'France', latitude: 43.2951, longitude: 5.3745 },
  },
  {
    description: 'Tournoi de handball inter-lycées : j’ai encadré l’équipe des cadets et tenu la feuille de match.',
    daysAgo: 25,
    sharing: 'group',
    colours: ['#84fab0', '#8fd3f4'],
    tags: ['Sport', 'Bénévolat'],
    skills: [{ name: 'Communication', level: 1 }],
    inOwnGroup: true,
  },
  {
    description: 'Atelier radio au CDI : écriture et enregistrement d’une chronique de trois minutes sur le climat.',
    daysAgo: 12,
    sharing: 'community',
    colours: ['#a18cd1', '#fbc2eb'],
    tags: ['Médias'],
    skills: [
      { name: 'Créativité', level: 3 },
      { name: 'Gestion du temps', level: 1 },
    ],
    link: 'https://www.example.org/radio-lycee',
  },
  {
    description: 'Collecte pour la banque alimentaire : 320 kg récoltés en deux jours avec la classe.',
    daysAgo: 3,
    sharing: 'public',
    colours: ['#43e97b', '#38f9d7'],
    tags: ['Bénévolat', 'Solidarité'],
    skills: [{ name: 'Prise d’initiative', level: 2 }],
    address: { city: 'Aix-en-Provence', postcode: '13100', country: 'France', latitude: 43.5297, longitude: 5.4474 },
  },
];

/** A 1200×800 diagonal gradient, made on the spot: the demo ships no image files. */
export function gradient([from, to]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Makes and stores a demo picture; the same colours give the same file (content-addressed). */
export async function storeGradient(db: Database, storage: Storage, colours: [string, string]) {
  return storePicture(db, storage, await gradient(colours));
}

/** The demo skills' names in the five other locales (French, their own language, is `skills.name`). */
export const DEMO_SKILL_TRANSLATIONS: Record<(typeof DEMO_SKILLS)[number], Record<'en' | 'it' | 'el' | 'nl' | 'pt', string>> = {
  Communication: { en: 'Communication', it: 'Comunicazione', el: 'Επικοινωνία', nl: 'Communicatie', pt: 'Comunicação' },
  'Travail en équipe': { en: 'Teamwork', it: 'Lavoro di squadra', el: 'Ομαδική εργασία', nl: 'Samenwerken', pt: 'Trabalho em equipa' },
  Autonomie: { en: 'Autonomy', it: 'Autonomia', el: 'Αυτονομία', nl: 'Zelfstandigheid', pt: 'Autonomia' },
  Créativité: { en: 'Creativity', it: 'Creatività', el: 'Δημιουργικότητα', nl: 'Creativiteit', pt: 'Criatividade' },
  Organisation: { en: 'Organisation', it: 'Organizzazione', el: 'Οργάνωση', nl: 'Organisatie', pt: 'Organização' },
  'Esprit critique': { en: 'Critical thinking', it: 'Pensiero critico', el: 'Κριτική σκέψη', nl: 'Kritisch denken', pt: 'Pensamento crítico' },
  Adaptabilité: { en: 'Adaptability', it: 'Adattabilità', el: 'Προσαρμοστικότητα', nl: 'Aanpassingsvermogen', pt: 'Adaptabilidade' },
  'Résolution de problèmes': { en: 'Problem solving', it: 'Risoluzione dei problemi', el: 'Επίλυση προβλημάτων', nl: 'Problemen oplossen', pt: 'Resolução de problemas' },
  'Prise d’initiative': { en: 'Taking initiative', it: 'Spirito di iniziativa', el: 'Ανάληψη πρωτοβουλίας', nl: 'Initiatief nemen', pt: 'Iniciativa' },
  'Gestion du temps': { en: 'Time management', it: 'Gestione del tempo', el: 'Διαχείριση χρόνου', nl: 'Timemanagement', pt: 'Gestão do tempo' },
};

/** The demo skill list and its translations; idempotent, like the rest of the seed. */
export async function seedSkills(db: Database, communityId: number) {
  await db
    .insert(skills)
    .values(DEMO_SKILLS.map((name) => ({ communityId, name })))
    .onConflictDoNothing();
  const rows = await db.select({ id: skills.id, name: skills.name }).from(skills).where(eq(skills.communityId, communityId));
  const translations = rows.flatMap(({ id, name }) =>
    Object.entries(DEMO_SKILL_TRANSLATIONS[name as (typeof DEMO_SKILLS)[number]] ?? {}).map(([locale, translated]) => ({ skillId: id, locale, name: translated })),
  );
  if (translations.length) await db.insert(skillTranslations).values(translations).onConflictDoNothing();
}

/**
 * The demo learner's journal: one experience per sharing level, with pictures, tags and
 * skills. Idempotent: a learner who already has experiences is left alone.
 */
export async function seedDemoExperiences(db: Database, storage: Storage, author: { userId: number; communityId: number; groupId: number | null }) {
  const [existing] = await db
    .select({ id: experiences.id })
    .from(experiences)
    .where(and(eq(experiences.userId, author.userId), eq(experiences.communityId, author.communityId)))
    .limit(1);
  if (existing) return;
  const skillIds = new Map(
    (await db.select().from(skills).where(eq(skills.communityId, author.communityId))).map((s) => [s.name, s.id]),
  );
  const pictures = await Promise.all(DEMO_EXPERIENCES.map((e) => storeGradient(db, storage, e.colours)));
  for (const [i, e] of DEMO_EXPERIENCES.entries()) {
    const day = new Date(Date.now() - e.daysAgo * 24 * 60 * 60 * 1000);
    const row = await createExperience(db, {
      userId: author.userId,
      communityId: author.communityId,
      description: e.description,
      date: day,
      createdAt: day,
      updatedAt: day,
      sharingParameters: e.sharing,
      linkUrl: e.link ?? null,
      pictureKey: pictures[i].key,
      pictureWidth: pictures[i].width,
      pictureHeight: pictures[i].height,
      groupIds: e.inOwnGroup && author.groupId ? [author.groupId] : [],
      tags: e.tags,
      skills: e.skills.map((s) => ({
        name: s.name,
        skillId: skillIds.get(s.name) ?? null,
        level: s.level,
        skillsAttributes: (s.sub ?? []).map((sub) => ({ ...sub, custom: true })),
      })),
      address: e.address && { ...e.address, latitude: String(e.address.latitude), longitude: String(e.address.longitude) },
    });
    // As the API records it: the members page reads a member's last activity from these.
    await recordActivity(db, { userId: author.userId, communityId: author.communityId, kind: 'experienceCreated', subjectName: e.description, experienceId: row.id, createdAt: day });
  }
}
