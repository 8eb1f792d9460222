import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { TSharing } from '@/lib/shared/validation/experience';
import type { Storage } from '../platform/storage';
import { inTransaction, type Database } from '../db/client';
import { createExperience, createRecognition, createStory } from './fixtures';
import { recordActivity } from '../modules/accounts';
import { certifications, groupMemberships, groups, skills, stories, users } from '../db/schema';
import { storeGradient } from './seed-experiences';

/**
 * The demo community's journals, beyond the learner's first four experiences
 * (seed-experiences.ts): several authors, every sharing level, official items, certified
 * experiences, a pending recognition and stories, so that every journal tab shows something
 * and the community journal has more than one page (20 items) for its admin.
 */
type Item = {
  description: string;
  daysAgo: number;
  sharing: TSharing;
  palette: number;
  tags: string[];
  skills: [name: string, level: number][];
  official?: boolean;
  certified?: boolean;
  /** A recognition request waiting for the demo teacher (spec §4 badge 'En attente de validation'): the learner's message. */
  pending?: string;
  /** Shared with the author's own group explicitly (otherwise group level falls back to it). */
  inOwnGroup?: boolean;
};
type Story = { title: string; description: string; daysAgo: number; sharing: TSharing; official?: boolean; items: number[] };
type Author = { local: string; items: Item[]; stories: Story[] };

/** A few gradients: files are named by content, so every picture is stored once. */
const PALETTES: [string, string][] = [
  ['#f6d365', '#fda085'],
  ['#84fab0', '#8fd3f4'],
  ['#a18cd1', '#fbc2eb'],
  ['#43e97b', '#38f9d7'],
  ['#fccb90', '#d57eeb'],
  ['#e0c3fc', '#8ec5fc'],
  ['#f093fb', '#f5576c'],
  ['#4facfe', '#00f2fe'],
];

const AUTHORS: Author[] = [
  {
    local: 'learner',
    items: [
      { description: 'Exposé en anglais sur les énergies renouvelables devant la classe de Première.', daysAgo: 58, sharing: 'community', palette: 4, tags: ['Langues'], skills: [['Communication', 3]], certified: true },
      { description: 'Journée portes ouvertes : accueil des familles et visite guidée des ateliers.', daysAgo: 52, sharing: 'public', palette: 5, tags: ['Bénévolat'], skills: [['Prise d’initiative', 2], ['Communication', 2]], certified: true, official: true },
      { description: 'Projet de robotique : programmation d’un bras articulé avec deux camarades.', daysAgo: 47, sharing: 'group', palette: 6, tags: ['Sciences'], skills: [['Résolution de problèmes', 3], ['Travail en équipe', 2]], inOwnGroup: true, certified: true },
      { description: 'Atelier théâtre : mise en scène d’une courte pièce de Molière pour la fête du lycée.', daysAgo: 35, sharing: 'community', palette: 7, tags: ['Culture'], skills: [['Créativité', 2], ['Communication', 1]],
        pending: 'Bonjour M. Tuteur, pourriez-vous valider ma mise en scène ? J’ai dirigé six élèves pendant trois semaines de répétitions.' },
      { description: 'Mini-entreprise : tenue des comptes et préparation du stand au salon régional.', daysAgo: 30, sharing: 'community', palette: 0, tags: ['Entrepreneuriat'], skills: [['Organisation', 2], ['Gestion du temps', 2]] },
      { description: 'Nettoyage de la calanque avec l’association du quartier : 40 sacs ramassés.', daysAgo: 18, sharing: 'public', palette: 1, tags: ['Environnement', 'Bénévolat'], skills: [['Travail en équipe', 3]] },
      { description: 'Premier entretien de stage simulé avec une conseillère d’orientation.', daysAgo: 8, sharing: 'private', palette: 2, tags: ['Orientation'], skills: [['Adaptabilité', 1]] },
    ],
    stories: [
      { title: 'Mon année de Seconde', description: 'Six moments qui ont compté cette année, du premier exposé au nettoyage de la calanque.', daysAgo: 6, sharing: 'community', official: true, items: [0, 1, 2, 3, 4, 5] },
      { title: 'Sciences et robotique', description: 'Deux projets scientifiques menés en équipe.', daysAgo: 15, sharing: 'group', items: [2, 4] },
      { title: 'S’engager pour les autres', description: 'Bénévolat et accueil : ce que j’ai appris en aidant.', daysAgo: 10, sharing: 'public', official: true, items: [1, 5, 3] },
    ],
  },
  {
    local: 'learner-en',
    items: [
      { description: 'Volunteered at the school library: sorted and labelled two hundred new books.', daysAgo: 55, sharing: 'community', palette: 3, tags: ['Volunteering'], skills: [['Organisation', 2]], certified: true },
      { description: 'Wrote and recorded a podcast episode about local history with my grandfather.', daysAgo: 44, sharing: 'public', palette: 2, tags: ['Media'], skills: [['Créativité', 2], ['Communication', 3]], official: true },
      { description: 'Football tournament: captain of the under-16 team, we reached the semi-finals.', daysAgo: 33, sharing: 'group', palette: 1, tags: ['Sport'], skills: [['Travail en équipe', 3]], inOwnGroup: true },
      { description: 'Tutored two younger pupils in maths every Wednesday for a term.', daysAgo: 21, sharing: 'community', palette: 5, tags: ['Tutoring'], skills: [['Communication', 2], ['Esprit critique', 1]] },
      { description: 'Drafted my personal statement for a summer school application.', daysAgo: 9, sharing: 'private', palette: 4, tags: ['Orientation'], skills: [['Autonomie', 2]] },
      { description: 'Cooked a three-course dinner for the family, all from local produce.', daysAgo: 2, sharing: 'community', palette: 0, tags: ['Cooking'], skills: [['Gestion du temps', 2]] },
    ],
    stories: [{ title: 'Helping others', description: 'Library, tutoring and a podcast.', daysAgo: 5, sharing: 'community', items: [0, 3, 1] }],
  },
  {
    local: 'newcomer',
    items: [
      { description: 'Première semaine au lycée : découverte du CDI et des clubs.', daysAgo: 20, sharing: 'community', palette: 7, tags: ['Découverte'], skills: [['Adaptabilité', 2]] },
      { description: 'Inscription au club d’échecs et premier tournoi interne.', daysAgo: 14, sharing: 'public', palette: 6, tags: ['Échecs'], skills: [['Esprit critique', 2]] },
      { description: 'Liste de mes objectifs pour le trimestre.', daysAgo: 11, sharing: 'private', palette: 5, tags: ['Objectifs'], skills: [['Organisation', 1]] },
      { description: 'Sortie au musée d’histoire naturelle avec la classe.', daysAgo: 4, sharing: 'group', palette: 3, tags: ['Sortie'], skills: [['Communication', 1]] },
    ],
    stories: [],
  },
  {
    local: 'learner-b',
    items: [
      { description: 'Stage d’observation dans un cabinet d’architecte : maquettes et plans.', daysAgo: 50, sharing: 'community', palette: 2, tags: ['Stage'], skills: [['Créativité', 2], ['Organisation', 2]] },
      { description: 'Réparation de vélos pour l’atelier solidaire du quartier.', daysAgo: 39, sharing: 'group', palette: 1, tags: ['Bénévolat'], skills: [['Résolution de problèmes', 2]], inOwnGroup: true },
      { description: 'Concert de fin d’année : guitare dans l’orchestre du lycée.', daysAgo: 27, sharing: 'public', palette: 4, tags: ['Musique'], skills: [['Travail en équipe', 2]] },
      { description: 'Carnet de bord de mes révisions du bac de français.', daysAgo: 16, sharing: 'private', palette: 0, tags: ['Révisions'], skills: [['Gestion du temps', 1]] },
      { description: 'Débat en classe sur les réseaux sociaux : j’ai défendu la position minoritaire.', daysAgo: 7, sharing: 'community', palette: 6, tags: ['Débat'], skills: [['Esprit critique', 3], ['Communication', 2]] },
    ],
    stories: [{ title: 'Fabriquer et réparer', description: 'De la maquette au vélo.', daysAgo: 3, sharing: 'group', items: [0, 1] }],
  },
  {
    local: 'groupadmin',
    items: [
      { description: 'Rentrée : présentation du journal d’apprentissage aux classes de Seconde.', daysAgo: 57, sharing: 'community', palette: 7, tags: ['Vie du lycée'], skills: [['Communication', 3]], official: true },
      { description: 'Forum des métiers : 25 professionnels accueillis au gymnase.', daysAgo: 41, sharing: 'public', palette: 3, tags: ['Orientation'], skills: [['Organisation', 3]], official: true },
      { description: 'Réunion de l’équipe pédagogique : bilan du premier trimestre.', daysAgo: 29, sharing: 'group', palette: 5, tags: ['Équipe'], skills: [['Travail en équipe', 2]] },
      { description: 'Semaine de l’engagement : les projets bénévoles des élèves exposés au CDI.', daysAgo: 19, sharing: 'community', palette: 1, tags: ['Bénévolat'], skills: [['Prise d’initiative', 2]], official: true },
      { description: 'Sortie au théâtre de la Criée pour les classes de Première.', daysAgo: 12, sharing: 'community', palette: 2, tags: ['Culture'], skills: [['Créativité', 1]] },
      { description: 'Calendrier des conseils de classe du deuxième trimestre.', daysAgo: 1, sharing: 'community', palette: 0, tags: ['Vie du lycée'], skills: [['Organisation', 2]], official: true },
    ],
    stories: [{ title: 'Le lycée s’engage', description: 'Forum des métiers et semaine de l’engagement.', daysAgo: 13, sharing: 'community', official: true, items: [1, 3] }],
  },
];

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** A demo user of that community and their own group there (null if someone removed them). */
export async function demoUser(db: Database, email: string, communityId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) return null;
  const [group] = await db
    .select({ id: groups.id })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .where(and(eq(groupMemberships.userId, user.id), eq(groups.communityId, communityId)))
    .orderBy(asc(groupMemberships.position))
    .limit(1);
  return { userId: user.id, groupId: group?.id ?? null };
}

/**
 * Idempotent: once the demo learner has a story in the community, the journals are there
 * and nothing is added. Pictures are stored first (outside the transaction, like uploads);
 * rows go in one transaction, so a failed seed leaves nothing half-written to duplicate.
 */
export async function seedDemoJournals(db: Database, storage: Storage, community: { id: number; domain: string }) {
  const learner = await demoUser(db, `learner@${community.domain}.example`, community.id);
  if (!learner) return;
  const [done] = await db
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.userId, learner.userId), eq(stories.communityId, community.id)))
    .limit(1);
  if (done) return;

  const pictures = await Promise.all(PALETTES.map((colours) => storeGradient(db, storage, colours)));
  const skillIds = new Map((await db.select().from(skills).where(eq(skills.communityId, community.id))).map((s) => [s.name, s.id]));
  const teacher = { name: 'Thomas Tuteur', email: `teacher@${community.domain}.example` };
  const teacherAccount = await demoUser(db, teacher.email, community.id);

  await inTransaction(db, async (tx) => {
    for (const author of AUTHORS) {
      const user = await demoUser(tx, `${author.local}@${community.domain}.example`, community.id);
      if (!user) continue;
      const ids: number[] = [];
      for (const item of author.items) {
        const at = daysAgo(item.daysAgo);
        const picture = pictures[item.palette];
        const row = await createExperience(tx, {
          userId: user.userId,
          communityId: community.id,
          description: item.description,
          date: at,
          createdAt: at,
          updatedAt: at,
          sharingParameters: item.sharing,
          official: item.official ?? false,
          pictureKey: picture.key,
          pictureWidth: picture.width,
          pictureHeight: picture.height,
          groupIds: item.inOwnGroup && user.groupId ? [user.groupId] : [],
          tags: item.tags,
          skills: item.skills.map(([name, level]) => ({ name, level, skillId: skillIds.get(name) ?? null })),
        });
        ids.push(row.id);
        // As the API records them: the members page reads a member's last activity from these.
        await recordActivity(tx, { userId: user.userId, communityId: community.id, kind: 'experienceCreated', subjectName: item.description, experienceId: row.id, createdAt: at });
        if (item.certified) {
          await tx.insert(certifications).values({ experienceId: row.id, certificatorId: teacherAccount?.userId ?? null, certificatorName: teacher.name, certificatorEmail: teacher.email, createdAt: at, updatedAt: at });
        }
        if (item.pending) {
          // Asked nine days ago: the demo shows the reminder ('Relancer') enabled (spec §4: after 7 days).
          const asked = daysAgo(Math.min(item.daysAgo, 9));
          await createRecognition(tx, {
            communityId: community.id,
            experienceId: row.id,
            teacherId: teacherAccount?.userId ?? null,
            teacherEmail: teacher.email,
            teacherFirstName: 'Thomas',
            teacherLastName: 'Tuteur',
            status: 'pending',
            message: item.pending,
            createdAt: asked,
            updatedAt: asked,
          });
        }
      }
      for (const story of author.stories) {
        const at = daysAgo(story.daysAgo);
        const created = await createStory(tx, {
          userId: user.userId,
          communityId: community.id,
          title: story.title,
          description: story.description,
          date: at,
          createdAt: at,
          updatedAt: at,
          sharingParameters: story.sharing,
          official: story.official ?? false,
          experienceIds: story.items.map((i) => ids[i]),
        });
        await recordActivity(tx, { userId: user.userId, communityId: community.id, kind: 'storyCreated', subjectName: story.title, storyId: created.id, createdAt: at });
      }
    }
  });
}
