// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_PDF_TYPES, type StoryPdfData, type TStoryPdfType } from '@/server/modules/pdf/pdf-data';
import { renderPortraitPdf, renderStoryPdf, stopPdfRenderer } from '@/server/modules/pdf/pdf-renderer';
import { buildPortraitPdfData, buildStoryPdfData } from '@/tests/support/pdf-documents';

const run = promisify(execFile);
const RENDER_TIMEOUT = 60_000;
/** Six 2000 px pictures as stored come to about 1.5 MB; downscaled, a whole story stays well under this. */
const MAX_STORY_BYTES = 600_000;

let folder: string;
const stories: Partial<Record<'fr' | 'el', StoryPdfData>> = {};

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'pdf-test-'));
  [stories.fr, stories.el] = await Promise.all([buildStoryPdfData('fr'), buildStoryPdfData('el')]);
}, RENDER_TIMEOUT);

afterAll(async () => {
  await stopPdfRenderer();
  await rm(folder, { recursive: true, force: true });
});

/** The PDF's text as poppler reads it, with words cut at line ends joined again and spaces collapsed. */
async function readBack(pdf: Buffer, name: string) {
  const file = path.join(folder, `${name}.pdf`);
  await writeFile(file, pdf);
  const { stdout: text } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  const { stdout: info } = await run('pdfinfo', [file]);
  await run('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', file, path.join(folder, name)]);
  const firstPage = await stat(path.join(folder, `${name}-1.png`));
  return {
    text: text.replace(/-\n/g, '').replace(/\s+/g, ' '),
    size: info.match(/Page size:\s+([\d.]+) x ([\d.]+) pts/)!.slice(1).map(Number),
    pages: Number(info.match(/Pages:\s+(\d+)/)![1]),
    firstPageBytes: firstPage.size,
  };
}

const A4_PORTRAIT = [595.28, 841.89];
const A4_LANDSCAPE = [841.89, 595.28];
const LABELS: Record<TStoryPdfType, { fr: string; el: string }> = {
  default: { fr: 'Une histoire racontée par', el: 'Μια ιστορία από' },
  chronology: { fr: 'Chronologie', el: 'Χρονολόγιο' },
  map: { fr: 'Où cela s’est passé', el: 'Πού συνέβη' },
  // Capitals as each language writes them: Greek ones without accents.
  landscape: { fr: 'COMPÉTENCES', el: 'ΔΕΞΙΟΤΗΤΕΣ' },
};
const FOOTERS = { fr: 'Réalisé avec Learning Journal', el: 'Φτιαγμένο με το Learning Journal' };

describe.each(['fr', 'el'] as const)('story PDFs in %s', (locale) => {
  it.each(STORY_PDF_TYPES)(
    'renders the %s type with its title, an experience, its words in the language, Greek, on A4',
    async (type) => {
      const story = stories[locale]!;
      const pdf = await renderStoryPdf(story, type);
      const { text, size, pages, firstPageBytes } = await readBack(pdf, `${locale}-${type}`);

      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(text).toContain(story.title);
      expect(text).toContain(story.experiences[2]!.description);
      expect(text).toContain(LABELS[type][locale]);
      expect(text).toContain(FOOTERS[locale]);
      // A place label in Greek in both languages: Noto Sans carries the alphabet.
      expect(text).toContain('Θεσσαλονίκη');
      expect(size[0]).toBeCloseTo((type === 'landscape' ? A4_LANDSCAPE : A4_PORTRAIT)[0]!, 1);
      expect(size[1]).toBeCloseTo((type === 'landscape' ? A4_LANDSCAPE : A4_PORTRAIT)[1]!, 1);
      expect(pages).toBeGreaterThanOrEqual(2);
      expect(firstPageBytes).toBeGreaterThan(1000);
      expect(pdf.length).toBeLessThan(MAX_STORY_BYTES);
    },
    RENDER_TIMEOUT,
  );
});

describe('portrait PDF', () => {
  it.each(['fr', 'el'] as const)(
    'in %s: the name, the about text, each skill with whether a teacher certified it, the highlights',
    async (locale) => {
      const portrait = await buildPortraitPdfData(locale);
      const pdf = await renderPortraitPdf(portrait);
      const { text, size } = await readBack(pdf, `${locale}-portrait`);

      expect(text).toContain(portrait.author.name);
      expect(text).toContain(portrait.about);
      expect(text).toContain(portrait.skills[3]!.name);
      expect(text).toContain(locale === 'fr' ? 'Certifiée par un enseignant' : 'Πιστοποιημένη από εκπαιδευτικό');
      expect(text).toContain(locale === 'fr' ? 'Auto-évaluée' : 'Αυτοαξιολόγηση');
      expect(text).toContain(portrait.highlights[0]!.description);
      expect(size[0]).toBeCloseTo(A4_PORTRAIT[0]!, 1);
    },
    RENDER_TIMEOUT,
  );
});

describe('the worker', () => {
  it(
    'answers a document it cannot render with an error, then renders the next one',
    async () => {
      const story = stories.fr!;
      const broken = { ...story, experiences: [{ ...story.experiences[0]!, date: 'not a date' }] };
      await expect(renderStoryPdf(broken, 'chronology')).rejects.toThrow(/PDF rendering failed/);
      const pdf = await renderStoryPdf({ ...story, experiences: story.experiences.slice(0, 1) }, 'chronology');
      expect((await readBack(pdf, 'after-error')).text).toContain(story.experiences[0]!.description);
    },
    RENDER_TIMEOUT,
  );

  it(
    'fails the render its worker was busy with when the worker stops, and starts a new one for the next',
    async () => {
      const story = { ...stories.fr!, experiences: stories.fr!.experiences.map((experience) => ({ ...experience, picture: null })) };
      const interrupted = renderStoryPdf(story, 'default');
      // No pictures to downscale: the job is with the worker at once, and rendering takes longer than this.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await stopPdfRenderer();
      await expect(interrupted).rejects.toThrow(/PDF worker stopped/);
      const pdf = await renderStoryPdf(story, 'default');
      expect((await readBack(pdf, 'after-stop')).text).toContain(story.title);
    },
    RENDER_TIMEOUT,
  );

  it(
    'renders documents asked for at the same time, each its own (one at a time in the worker)',
    async () => {
      const [fr, el] = await Promise.all([renderStoryPdf(stories.fr!, 'map'), renderStoryPdf(stories.el!, 'map')]);
      expect((await readBack(fr, 'together-fr')).text).toContain(stories.fr!.title);
      expect((await readBack(el, 'together-el')).text).toContain(stories.el!.title);
    },
    RENDER_TIMEOUT,
  );

  it(
    'starts under the backend’s own flags (react-server condition, tsx), where the library itself could not load',
    async () => {
      const renderer = new URL('../../../server/modules/pdf/pdf-renderer.ts', import.meta.url).href;
      const script = `const { renderPortraitPdf, stopPdfRenderer } = await import(${JSON.stringify(renderer)});
        const pdf = await renderPortraitPdf({ locale: 'el', author: { name: 'Ελένη', avatar: null }, community: { name: 'Demo' }, about: '', highlights: [], skills: [] });
        await stopPdfRenderer();
        process.stdout.write(String(pdf.subarray(0, 5)));`;
      const { stdout } = await run(process.execPath, ['--conditions=react-server', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: path.resolve(__dirname, '../../..') });
      expect(stdout).toBe('%PDF-');
    },
    RENDER_TIMEOUT,
  );
});
