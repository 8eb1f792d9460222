import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import fr from '../messages/fr.json' with { type: 'json' };
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { createExperienceViaApi } from './support/experiences';
import { sidewaysOverflow } from './support/fit';
import { linkTo, nthMailTo } from './support/mailbox';
import { E2E, STORAGE } from './support/hosts';
import { expectPath, pageFetch } from './support/sign-in';

// "My data, as a file": a learner asks for the archive on their account page, waits for it, downloads
// it and reads it back; the mail says where it is and until when. docs/data-export.md is the layout.

const t = fr.account.dataExport;

/** A fresh learner of demo's, signed in: their archive and mails are theirs alone, whatever else the suite runs. */
async function freshLearner(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const user = { email, firstname: 'Maëlle', lastname: 'Archive', locale: 'fr', password, password_confirmation: password };
  expect((await pageFetch(page, '/api/v2/signup', { method: 'PUT', body: { user, community_name: 'Demo' } })).status).toBe(202);
  const token = new URL(linkTo(await nthMailTo(email), '/auth/register/confirm')).searchParams.get('token');
  expect((await pageFetch(page, '/api/v2/signup/confirmation', { method: 'POST', body: { token, password } })).status).toBe(200);
  await page.goto('/auth/login/form');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expectPath(page, '/tutorial');
}

test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });

test('a learner downloads everything as a ZIP from the account page, and reads it back', async ({ page }) => {
  const email = `archive-${Date.now()}@ecole.example`;
  await freshLearner(page, email, 'mes données à moi');
  const experience = await createExperienceViaApi(page, { description: 'Atelier de poterie au collège' });

  await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: t.title });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: t.start }).click();
  const download = section.getByRole('link', { name: t.download });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText(/^Disponible jusqu’au|^Disponible jusqu'au/)).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  const downloaded = page.waitForEvent('download');
  await download.click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
  const profile = JSON.parse(strFromU8(entries['profile.json']));
  expect(profile).toMatchObject({ email, firstname: 'Maëlle', lastname: 'Archive', community: { name: 'Demo' } });
  expect(JSON.stringify(profile)).not.toMatch(/password|token/i);
  const written = JSON.parse(strFromU8(entries[`experiences/${experience.id}/experience.json`]));
  expect(written).toMatchObject({ id: experience.id, description: 'Atelier de poterie au collège', picture: 'picture.jpg' });
  expect(entries[`experiences/${experience.id}/picture.jpg`].length).toBeGreaterThan(1000);

  // The mail sends the person back to this page (the download needs their session), with the expiry.
  const mail = await nthMailTo(email, 2);
  expect(mail.subject).toBe('Demo : l\'archive de vos données est prête');
  expect(new URL(linkTo(mail, '/dashboard/profile')).pathname).toBe('/dashboard/profile');

  // Deleting the account offers the archive first.
  await page.getByRole('button', { name: fr.account.delete.open }).click();
  const dialog = page.getByRole('dialog', { name: fr.account.delete.dialogTitle });
  await dialog.getByRole('link', { name: fr.account.delete.exportFirstLink }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#data-export$/);
});

test('a community admin exports a member\'s data from the member\'s page, and the member is told who asked', async ({ page, browser }) => {
  const email = `archive-admin-${Date.now()}@ecole.example`;
  await freshLearner(page, email, 'mes données à moi');
  const { id } = (await pageFetch(page, '/api/v2/session')).body.data;

  const admin = await browser.newContext({ baseURL: E2E.demo, storageState: STORAGE.admin, viewport: { width: 390, height: 844 } });
  const adminPage = await admin.newPage();
  await adminPage.goto(`/${id}/user-overview`);
  const section = adminPage.getByRole('region', { name: t.member.title });
  await section.getByRole('button', { name: t.member.start }).click();
  await expect(section.getByRole('link', { name: t.download })).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(adminPage)).toEqual([]);
  await admin.close();

  const mail = await nthMailTo(email, 2);
  expect(mail.text).toContain('Alice');
});
