import type { TLocale } from '@/lib/shared/i18n/locales';
import type { PdfExperience, PortraitPdfData, StoryPdfData } from '@/server/modules/pdf/pdf-data';
import { makeRenditions } from '@/server/modules/pictures/print-renditions';
import { photo } from './pictures';

const pageRendition = async (picture: Buffer) => new Map(await makeRenditions(picture)).get('page')!;

/** Words for the generated documents, in the two languages the PDF tests read back (Greek for its alphabet). */
const SAMPLES = {
  fr: {
    title: 'Notre voyage d’apprentissage en Europe',
    description:
      'Six moments d’une année de projets partagés : ce que nous avons construit, appris et transmis, de l’atelier de menuiserie aux rencontres internationales.',
    author: 'Camille Dupont-Lefèvre',
    community: 'Lycée professionnel Jean Jaurès',
    about: 'J’aime construire des choses de mes mains et apprendre des autres. Je prépare un CAP de menuisier et je rêve de travailler à l’étranger.',
    experiences: [
      'Atelier de fabrication d’une table en chêne massif avec les élèves de seconde : mesures, découpe, assemblage à tenons et mortaises, puis finition à l’huile.',
      'Présentation de notre projet devant le conseil municipal, en répondant aux questions des élus sur le budget et le calendrier.',
      'Accueil d’une délégation d’élèves grecs : visite de l’atelier et échange sur nos méthodes de travail.',
      'Stage de trois semaines dans une entreprise de restauration de meubles anciens, où j’ai appris la marqueterie.',
      'Organisation d’une collecte de bois de récupération auprès des entreprises du quartier.',
      'Exposition de fin d’année : nos réalisations présentées aux familles et aux professionnels de la région.',
    ],
    tags: ['menuiserie', 'travail d’équipe', 'international'],
    skills: ['Travailler en équipe', 'S’exprimer à l’oral', 'Organiser son travail', 'Utiliser des outils numériques'],
  },
  el: {
    title: 'Το ταξίδι μάθησής μας στην Ευρώπη',
    description:
      'Έξι στιγμές από μια χρονιά κοινών έργων: τι φτιάξαμε, τι μάθαμε και τι μοιραστήκαμε, από το εργαστήριο ξυλουργικής έως τις διεθνείς συναντήσεις.',
    author: 'Ελένη Παπαδοπούλου',
    community: 'Επαγγελματικό Λύκειο Θεσσαλονίκης',
    about: 'Μου αρέσει να φτιάχνω πράγματα με τα χέρια μου και να μαθαίνω από τους άλλους. Ονειρεύομαι να δουλέψω στο εξωτερικό.',
    experiences: [
      'Εργαστήριο κατασκευής δρύινου τραπεζιού με τους μαθητές της πρώτης τάξης: μετρήσεις, κοπή, συναρμολόγηση και φινίρισμα με λάδι.',
      'Παρουσίαση του έργου μας στο δημοτικό συμβούλιο, απαντώντας σε ερωτήσεις για τον προϋπολογισμό.',
      'Υποδοχή μιας αντιπροσωπείας Γάλλων μαθητών: επίσκεψη στο εργαστήριο και ανταλλαγή εμπειριών.',
      'Πρακτική άσκηση τριών εβδομάδων σε επιχείρηση αποκατάστασης παλιών επίπλων.',
      'Οργάνωση συλλογής ανακυκλωμένου ξύλου από τις επιχειρήσεις της γειτονιάς.',
      'Έκθεση τέλους χρονιάς: τα έργα μας παρουσιάστηκαν στις οικογένειες και στους επαγγελματίες της περιοχής.',
    ],
    tags: ['ξυλουργική', 'ομαδική εργασία', 'διεθνές'],
    skills: ['Ομαδική εργασία', 'Προφορική έκφραση', 'Οργάνωση εργασίας', 'Ψηφιακά εργαλεία'],
  },
} satisfies Partial<Record<TLocale, unknown>>;

const PLACES = [
  { label: 'Lyon, Auvergne-Rhône-Alpes, France', latitude: 45.764, longitude: 4.8357 },
  { label: 'Villeurbanne, France', latitude: 45.7719, longitude: 4.8902 },
  { label: 'Θεσσαλονίκη, Ελλάδα', latitude: 40.6401, longitude: 22.9444 },
  { label: 'Torino, Piemonte, Italia', latitude: 45.0703, longitude: 7.6869 },
  null,
  { label: 'Bruxelles, Belgique', latitude: 50.8503, longitude: 4.3517 },
];

type TSampleLocale = keyof typeof SAMPLES;

/**
 * Six experiences (or `count`) a month apart, each with a picture (unless `pictures` is false), a
 * place but one, tags and skills; certified with an Open Badge where `credentialUrls` gives one,
 * its skills then at a teacher's level too (one higher, up to the top).
 */
export async function buildPdfExperiences(
  locale: TSampleLocale = 'fr',
  { pictures = true, count = 6, credentialUrls = [] as (string | null)[] } = {},
): Promise<PdfExperience[]> {
  const words = SAMPLES[locale];
  return Promise.all(
    words.experiences.slice(0, count).map(async (description, index) => ({
      description,
      date: new Date(Date.UTC(2024, 8 + index, 3 + index * 4, 10)).toISOString(),
      place: PLACES[index],
      tags: words.tags.slice(0, 1 + (index % 3)),
      skills: words.skills.slice(0, 1 + (index % 4)).map((name, position) => {
        const level = (position + index) % 4;
        return { name, level, certifiedLevel: credentialUrls[index] ? Math.min(level + 1, 3) : null };
      }),
      // As the renderer receives them: the page rendition, the largest a layout embeds.
      picture: pictures ? new Uint8Array(await pageRendition(await photo(2000, 1500, (index * 55) % 360))) : null,
      credentialUrl: credentialUrls[index] ?? null,
    })),
  );
}

export async function buildStoryPdfData(locale: TSampleLocale = 'fr', overrides: Partial<StoryPdfData> = {}): Promise<StoryPdfData> {
  const words = SAMPLES[locale];
  return {
    locale,
    title: words.title,
    description: words.description,
    date: '2025-06-20T10:00:00.000Z',
    createdAt: '2025-06-28T15:30:00.000Z',
    author: { name: words.author },
    community: { name: words.community },
    experiences: await buildPdfExperiences(locale),
    ...overrides,
  };
}

export async function buildPortraitPdfData(locale: TSampleLocale = 'fr', overrides: Partial<PortraitPdfData> = {}): Promise<PortraitPdfData> {
  const words = SAMPLES[locale];
  return {
    locale,
    // Avatars are stored square at 256 px.
    author: { name: words.author, avatar: new Uint8Array(await photo(256, 256, 20)) },
    community: { name: words.community },
    about: words.about,
    highlights: await buildPdfExperiences(locale, { count: 3 }),
    skills: words.skills.map((name, index) => ({ name, bestLevel: index % 4, certified: index % 2 === 0 })),
    ...overrides,
  };
}
