// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_PDF_TYPES } from '@/server/modules/pdf/pdf-data';
import { renderPortraitPdf, renderStoryPdf, stopPdfRenderer } from '@/server/modules/pdf/pdf-renderer';
import { buildPdfExperiences, buildPortraitPdfData, buildStoryPdfData } from '@/tests/support/pdf-documents';

// Issue 11: a certified experience with an Open Badge carries its verify link (and a QR code of it) in every layout.
const run = promisify(execFile);
const RENDER_TIMEOUT = 60_000;
const VERIFY_URL = 'http://demo.localhost:3000/credentials/0b6c1f9e-3d2a-4c8b-9f1e-2a3b4c5d6e7f';
const credentialUrls = [VERIFY_URL, null, null, null, null, null];

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'pdf-credential-'));
});
afterAll(async () => {
  await stopPdfRenderer();
  await rm(folder, { recursive: true, force: true });
});

async function textOf(pdf: Buffer, name: string) {
  const file = path.join(folder, `${name}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout.replace(/-\n/g, '').replace(/\s+/g, ' ');
}

async function pagesOf(pdf: Buffer, name: string) {
  const file = path.join(folder, `${name}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdfinfo', [file]);
  return Number(/Pages:\s+(\d+)/.exec(stdout)![1]);
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('the Open Badge of a certified experience in PDFs', () => {
  it.each(STORY_PDF_TYPES)(
    'prints the verify link once, for the certified experience only, in the %s story',
    async (type) => {
      const story = await buildStoryPdfData('fr', { experiences: await buildPdfExperiences('fr', { credentialUrls }) });
      const text = await textOf(await renderStoryPdf(story, type), `story-${type}`);
      expect(occurrences(text, 'Certifiée : vérifiez-la en ligne')).toBe(1);
      expect(text.replace(/ /g, '')).toContain(VERIFY_URL);
    },
    RENDER_TIMEOUT,
  );

  it.each(STORY_PDF_TYPES)(
    "prints the teacher's certified level beside the learner's, for the certified experience's skills only, in the %s story",
    async (type) => {
      const story = await buildStoryPdfData('fr', { experiences: await buildPdfExperiences('fr', { credentialUrls }) });
      const text = await textOf(await renderStoryPdf(story, type), `levels-${type}`);
      // The first experience (certified) has one skill; none of the others is certified.
      expect(occurrences(text, "certifié par l'enseignant·e")).toBe(1);
    },
    RENDER_TIMEOUT,
  );

  it(
    'fits the mark on the experience’s own page in the default layout (one page per experience)',
    async () => {
      const plain = await buildStoryPdfData('fr');
      const certified = await buildStoryPdfData('fr', { experiences: await buildPdfExperiences('fr', { credentialUrls: Array(6).fill(VERIFY_URL) }) });
      expect(await pagesOf(await renderStoryPdf(certified, 'default'), 'default-certified')).toBe(await pagesOf(await renderStoryPdf(plain, 'default'), 'default-plain'));
    },
    RENDER_TIMEOUT * 2,
  );

  it(
    'prints it beside a highlight of the portrait, in the author’s language, and nothing without a credential',
    async () => {
      const portrait = await buildPortraitPdfData('el', { highlights: await buildPdfExperiences('el', { count: 3, credentialUrls }) });
      const text = await textOf(await renderPortraitPdf(portrait), 'portrait');
      expect(text).toContain('Πιστοποιημένη: επαληθεύστε την διαδικτυακά');
      const plain = await textOf(await renderPortraitPdf(await buildPortraitPdfData('el')), 'portrait-plain');
      expect(plain).not.toContain('Πιστοποιημένη: επαληθεύστε');
    },
    RENDER_TIMEOUT,
  );
});
