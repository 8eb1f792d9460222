import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { STORAGE } from './support/hosts';
import { createSixPictureStoryViaApi } from './support/stories';

test.use({ storageState: STORAGE.learner });

// Spec §4: "PDF of a story: idle, generating, polling status until ready, download as story.pdf,
// reset. […] Polling resumes on page load if generation was in progress." "PDF modal: the user
// opens it, picks one type, presses download. Download does nothing until a type is chosen. On
// download the modal closes, an info toast shows and generation starts." Spec §9: "PDF types:
// default (1), chronology (3), map (2), landscape (4) […] The PDF modal lists types in two columns."

/** The downloaded file's text (pdftotext) and its first page drawn (pdftoppm), as a reader would open it. */
async function openPdf(download: Download, name = 'story.pdf') {
  expect(download.suggestedFilename()).toBe(name);
  const folder = mkdtempSync(path.join(tmpdir(), 'e2e-pdf-'));
  const file = path.join(folder, name);
  await download.saveAs(file);
  execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', file, path.join(folder, 'page')]);
  return { text: execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }), info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }) };
}

async function chooseAndDownload(page: Page, typeName: string) {
  const dialog = page.getByRole('dialog', { name: 'Télécharger en PDF' });
  await expect(dialog).toBeVisible();
  const download = dialog.getByRole('button', { name: 'Télécharger' });
  await expect(download).toBeDisabled();
  await expect(dialog.getByRole('radio')).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('radio', { name: new RegExp(typeName) }).check();
  const downloaded = page.waitForEvent('download');
  await download.click();
  await expect(dialog).toBeHidden();
  // The newest toasts: an earlier download's may still be on screen (8 s).
  await expect(page.locator('.p-toast-message').filter({ hasText: 'PDF en préparation' }).last()).toBeVisible();
  const file = await downloaded;
  await expect(page.locator('.p-toast-message').filter({ hasText: 'Votre PDF est téléchargé.' }).last()).toBeVisible();
  return openPdf(file);
}

test('a learner downloads their story as a PDF from its page and from its card, in each layout', async ({ page }) => {
  test.slow();
  const title = `Voyage ${Date.now()} — Ταξίδι`;
  const id = await createSixPictureStoryViaApi(page, title);

  await page.goto(`/stories/${id}`);
  await page.getByRole('button', { name: 'Télécharger' }).click();
  const chronology = await chooseAndDownload(page, 'Chronologie');
  expect(chronology.text).toContain(title);
  expect(chronology.text).toContain(`${title}, moment 6`);
  await page.getByRole('button', { name: 'Télécharger' }).click();
  const classic = await chooseAndDownload(page, 'Classique');
  expect(classic.text).toContain(title);
  expect(classic.info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);

  await page.goto('/dashboard/stories');
  const card = page.getByTestId('journal-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menu', { name: 'Options' }).getByRole('menuitem', { name: /Télécharger/ }).click();
  const landscape = await chooseAndDownload(page, 'Paysage');
  expect(landscape.text).toContain(title);
  // A4 landscape: wider than tall.
  const [, width, height] = landscape.info.match(/Page size:\s+([\d.]+) x ([\d.]+)/)!;
  expect(Number(width)).toBeGreaterThan(Number(height));
});

test('a PDF still generating when the page is reloaded arrives after the reload', async ({ page }) => {
  test.slow();
  const title = `Rechargé ${Date.now()}`;
  const id = await createSixPictureStoryViaApi(page, title);
  await page.goto(`/stories/${id}`);
  // Asked for, then the page reloaded before the poller had a chance: as a learner whose tab reloads mid-way.
  const job = await page.evaluate(async (storyId) => {
    const response = await fetch('/api/v2/story_pdfs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'map', id: storyId }) });
    const { data } = await response.json();
    sessionStorage.setItem('journal-pdf', JSON.stringify({ state: { job: { kind: 'story', id: data.id }, isGenerating: true }, version: 0 }));
    return data;
  }, id);
  expect(job.id).toBeGreaterThan(0);
  const downloaded = page.waitForEvent('download');
  await page.reload();
  const { text } = await openPdf(await downloaded);
  expect(text).toContain(title);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('journal-pdf') ?? '{}').state)).toEqual({ job: null, isGenerating: false });
});

test('a story without six pictures cannot be downloaded, and says why', async ({ page }) => {
  await page.goto('/dashboard/stories');
  // The seeded "Sciences et robotique" holds two moments.
  const card = page.getByTestId('journal-card').filter({ hasText: 'Sciences et robotique' });
  await card.getByRole('button', { name: 'Options' }).click();
  await expect(page.getByRole('menu', { name: 'Options' }).getByRole('menuitem', { name: /Télécharger/ })).toBeDisabled();
});

test('a learner downloads their portrait as a PDF', async ({ page }) => {
  await page.goto('/dashboard/portrait');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger en PDF' }).click();
  await expect(page.locator('.p-toast-message').filter({ hasText: 'PDF en préparation' })).toBeVisible();
  const { text } = await openPdf(await downloaded, 'portrait.pdf');
  // The seeded learner's skills, gathered from her experiences.
  expect(text).toContain('Communication');
  await expect(page.locator('.p-toast-message').filter({ hasText: 'Votre PDF est téléchargé.' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
