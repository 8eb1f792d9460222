import type { Page } from '@playwright/test';
import fr from '../messages/fr.json' with { type: 'json' };
import pt from '../messages/pt.json' with { type: 'json' };
import { LOCALE_COOKIE } from '@/lib/shared/i18n/locales';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { sidewaysOverflow } from './support/fit';
import { E2E, STORAGE } from './support/hosts';
import { createExperienceViaApi } from './support/experiences';
import { rawRequest } from './support/raw-request';

// A learner shares from a phone in class: the link opens in their language, a messaging app draws
// its preview from the page's tags, the product's skills read in the page's language, and the
// school is named by its name.
const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];
const LANGUAGES = [
  { locale: 'pt', messages: pt, teamwork: 'Trabalho em equipa', ogLocale: 'pt_PT' },
  { locale: 'fr', messages: fr, teamwork: 'Travail en équipe', ogLocale: 'fr_FR' },
] as const;

/** The skill id of one of the demo community's own (seeded) skills, by its French name. */
async function listedSkillId(page: Page, name: string): Promise<number> {
  const skills = await page.evaluate(async () => (await (await fetch('/api/v2/skills', { headers: { 'accept-language': 'fr' } })).json()).data as { id: number; name: string }[]);
  const skill = skills.find((s) => s.name === name);
  expect(skill, name).toBeTruthy();
  return skill!.id;
}

/** The page's <meta> tags by property or name, as a messaging app reads the HTML (no script run). */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) tags.set(key, content.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"'));
  }
  return tags;
}

for (const size of SIZES) {
  for (const { locale, messages, teamwork, ogLocale } of LANGUAGES) {
    test.describe(`${size.name}, in ${locale}`, () => {
      test.use({ viewport: size.viewport, storageState: STORAGE.learner, permissions: ['clipboard-read', 'clipboard-write'] });

      test('the copied public link opens the page in the sharer’s language, with the product’s skills in it and the learner’s own as typed', async ({ page, browser }) => {
        test.setTimeout(180_000);
        await page.goto('/');
        const skillId = await listedSkillId(page, 'Travail en équipe');
        const description = `Aula de cerâmica ${Date.now()}`;
        const created = await createExperienceViaApi(page, {
          description,
          sharing_parameters: 'public',
          skills_attributes: [
            { skill_id: skillId, name: 'Travail en équipe', level: 2 },
            { name: 'Jardinage', level: 1, custom: true },
          ],
        });

        const expected = `${E2E.demo}${localizedPath(locale, `/experiences/public/${created.public_token}`)}`;

        // The share dialog of the journal's card.
        await page.goto(localizedPath(locale, '/'));
        const card = page.getByTestId('journal-card').filter({ hasText: description });
        await card.getByRole('button', { name: new RegExp(`^${messages.journal.menu.open}`) }).click();
        await page.locator('.card-menu').getByRole('menuitem', { name: new RegExp(messages.journal.menu.share) }).click();
        const dialog = page.getByRole('dialog', { name: messages.journal.menu.share });
        await expect(dialog.getByRole('textbox', { name: messages.experience.share.linkLabel })).toHaveValue(expected);
        expect(await sidewaysOverflow(page)).toEqual([]);
        expect(await seriousViolations(page)).toEqual([]);

        // The experience page's own button copies the same link.
        await page.goto(localizedPath(locale, `/experiences/${created.id}`));
        // The account speaks French; the page's language decides how the product's skills read.
        await expect(page.getByRole('main').getByText(teamwork, { exact: true })).toBeVisible();
        await page.getByRole('button', { name: messages.experience.actions.share }).click();
        await expect(page.locator('.p-toast-message', { hasText: messages.experience.share.copied })).toContainText(expected);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
        expect(await seriousViolations(page)).toEqual([]);

        // A reader signed out whose browser last chose another language: the link's prefix wins.
        const reader = await browser.newContext({ viewport: size.viewport });
        await reader.addCookies([{ name: LOCALE_COOKIE.name, value: locale === 'pt' ? 'el' : 'fr', url: E2E.demo }]);
        const readerPage = await reader.newPage();
        await readerPage.goto(expected);
        await expect(readerPage).toHaveURL(locale === 'fr' ? `${E2E.demo}/experiences/public/${created.public_token}` : expected);
        if (locale === 'pt') await expect(readerPage.locator('html')).toHaveAttribute('lang', 'pt');
        await expect(readerPage).toHaveTitle(new RegExp(`^${messages.pageTitles.publicExperience} · Demo$`));
        const main = readerPage.getByRole('main');
        await expect(main.getByText(description)).toBeVisible();
        await expect(main.getByText(teamwork, { exact: true })).toBeVisible();
        await expect(main.getByText('Jardinage', { exact: true })).toBeVisible();
        expect(await sidewaysOverflow(readerPage)).toEqual([]);
        expect(await seriousViolations(readerPage)).toEqual([]);
        await reader.close();
      });

      test('a public page carries its preview tags, and a page that does not open carries none', async ({ page }) => {
        await page.goto('/');
        const stamp = Date.now();
        const shared = await createExperienceViaApi(page, { description: `Visita ao museu ${stamp}: um dia inteiro a desenhar.`, sharing_parameters: 'public' });
        const kept = await createExperienceViaApi(page, { description: `Privé ${stamp}`, sharing_parameters: 'private' });

        // As a messaging app fetches it: signed out, no script run.
        const fetchPage = (path: string) => rawRequest({ method: 'GET', path, host: new URL(E2E.demo).host });
        const response = await fetchPage(localizedPath(locale, `/experiences/public/${shared.public_token}`));
        expect(response.status).toBe(200);
        const tags = metaTags(response.body);
        expect(tags.get('og:title')).toBe(messages.pageTitles.publicExperience);
        expect(tags.get('og:description')).toBe(`Visita ao museu ${stamp}: um dia inteiro a desenhar.`);
        expect(tags.get('og:site_name')).toBe('Demo');
        expect(tags.get('og:locale')).toBe(ogLocale);
        expect(tags.get('og:url')).toBe(`${E2E.demo}${localizedPath(locale, `/experiences/public/${shared.public_token}`)}`);
        expect(tags.get('twitter:card')).toBe('summary_large_image');
        const image = tags.get('og:image');
        expect(image).toMatch(new RegExp(`^${E2E.demo}/api/v2/pictures/[0-9a-f]{64}-page\\.jpg$`));
        expect(tags.get('twitter:image')).toBe(image);
        expect(tags.get('og:image:width')).toBe('800');
        const picture = await fetchPage(new URL(image!).pathname);
        expect(picture.status).toBe(200);
        expect(picture.headers['content-type']).toBe('image/jpeg');

        // The author holds every item's token: a private one must not open, nor describe itself.
        const hidden = await fetchPage(localizedPath(locale, `/experiences/public/${kept.public_token}`));
        expect(hidden.status).toBe(404);
        const html = String(hidden.body);
        expect(html).not.toMatch(/og:|twitter:/);
        expect(html).not.toContain(`Privé ${stamp}`);
      });

      test('the school is named by its name, not its slug', async ({ browser }) => {
        const visitor = await browser.newContext({ viewport: size.viewport });
        const page = await visitor.newPage();
        await page.goto(`${E2E.mistral}${localizedPath(locale, '/auth/login/form')}`);
        await expect(page.locator('.brand__name').first()).toHaveText('Lycée Mistral');
        await expect(page).toHaveTitle(/· Lycée Mistral$/);
        await expect(page.getByText('Lycee-mistral')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
        await visitor.close();
      });
    });
  }
}
