import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ACCOUNTS, STORAGE } from './support/hosts';
import { photoFile } from './support/images';
import { createExperienceViaApi, describeAndPublish, pickAndCropPicture } from './support/experiences';
import { seriousViolations } from './support/axe';
import { expectPath, pageFetch, signIn } from './support/sign-in';
import { editOutbox } from './support/outbox';

// Issue: "Offline, the learner records experiences and stories as usual …; they wait in an outbox
// on the device (IndexedDB) with a visible state …, survive closing the browser, and are sent when
// the network returns …, each with its idempotency key so a retry never duplicates. Conflicts …
// are shown with a way to fix and resend, nothing lost silently."
test.use({ storageState: STORAGE.learner, serviceWorkers: 'allow' });

/** What the worker keeps for a signed-in learner (components/offline/offline-ready.tsx): the journal, both wizards' steps and the offline page. */
const KEPT_PAGES = ['/', '/create-experience', '/create-experience/meta', '/create-experience/skills', '/create-story', '/create-story/share', '/__offline/fr'];

/** The page is under the worker, which has kept the recording pages: from here on the network can go. */
async function untilReadyOffline(page: Page) {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('pages-v1')).keys()).map((request) => new URL(request.url).pathname)), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(KEPT_PAGES));
}

/**
 * Chromium's offline emulation covers the page; the worker's own requests are refused too, as
 * a phone without a network would refuse them.
 */
async function setNetwork(context: BrowserContext, online: boolean) {
  if (online) await context.unroute('**');
  else await context.route('**', (route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback()));
  await context.setOffline(!online);
}

async function recordOffline(page: Page, description: string) {
  await page.goto('/create-experience');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajouter une expérience');
  await pickAndCropPicture(page, await photoFile());
  await describeAndPublish(page, description, 'Un carnet ouvert sur une table');
  const kept = page.getByRole('dialog', { name: 'Gardée sur cet appareil' });
  await expect(kept).toContainText('sera publiée dès le retour du réseau');
  await kept.getByRole('button', { name: 'Voir mon journal' }).click();
  await expectPath(page, '/');
}

/** How many of the learner's experiences carry this description, asked of the server. */
async function publishedCount(page: Page, description: string) {
  let count = 0;
  for (let index = 0; ; index++) {
    const body = (await pageFetch(page, `/api/v2/experiences?page=${index}`)).body.data as { paginated_results: { description: string }[]; total_pages: { pages: number } };
    count += body.paginated_results.filter((item) => item.description === description).length;
    if (index + 1 >= body.total_pages.pages) return count;
  }
}

test('offline, a learner records two experiences with pictures; they wait on the phone, survive a reload and are published once when the network returns', async ({ page, context }) => {
  test.slow();
  const stamp = Date.now();
  const first = `Relevé de la mare sans réseau ${stamp}`;
  const second = `Croquis du héron sans réseau ${stamp}`;
  await untilReadyOffline(page);

  await setNetwork(context, false);
  await page.reload();
  await expect(page.getByRole('region', { name: 'En attente sur cet appareil' })).toContainText('Vous êtes hors ligne');
  await recordOffline(page, first);
  await recordOffline(page, second);
  // A page never opened on this phone says so, with the ways that work offline.
  await page.goto('/dashboard/stories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne');
  await expect(page.getByRole('link', { name: 'Enregistrer une expérience' })).toBeVisible();
  await page.goto('/');

  // Closed and opened again, still offline: both wait, in order, and say so.
  await page.reload();
  const status = page.getByRole('region', { name: 'En attente sur cet appareil' });
  await expect(status).toContainText('2 expériences attendent d’être envoyées.');
  await status.getByRole('button', { name: 'Voir' }).click();
  await expect(status.getByRole('button', { name: 'Masquer' })).toHaveAttribute('aria-expanded', 'true');
  await expect(status.locator('.experience-row__description')).toHaveText([first, second]);
  expect(await seriousViolations(page)).toEqual([]);

  await setNetwork(context, true);
  await expect(status).toBeHidden({ timeout: 20_000 });
  expect(await publishedCount(page, first)).toBe(1);
  expect(await publishedCount(page, second)).toBe(1);

  // Another signed-in page asks the worker to send again: nothing is left, nothing is sent twice.
  await page.reload();
  await expect(page.getByText(first)).toBeVisible();
  expect(await publishedCount(page, first)).toBe(1);
});

/** The copy of a page the worker keeps, as text. */
async function keptPage(page: Page, path: string) {
  return page.evaluate(async (path) => (await (await caches.open('pages-v1')).match(path))?.text() ?? '', path);
}

async function experienceId(page: Page, description: string) {
  const body = (await pageFetch(page, '/api/v2/experiences?page=0')).body.data as { paginated_results: { id: number; description: string }[] };
  return body.paginated_results.find((item) => item.description === description)!.id;
}

/** The learner's stories with this title, asked of the server: each with its experiences, in the story's order. */
async function publishedStories(page: Page, title: string) {
  const found: number[][] = [];
  for (let index = 0; ; index++) {
    const body = (await pageFetch(page, `/api/v2/journal_items?page=${index}&only_stories=true`)).body.data as {
      paginated_results: { journal_item: { id: number; title: string } }[];
      total_pages: { pages: number };
    };
    for (const { journal_item: story } of body.paginated_results.filter((item) => item.journal_item.title === title)) {
      found.push(((await pageFetch(page, `/api/v2/stories/${story.id}`)).body.data as { experience_ids: number[] }).experience_ids);
    }
    if (index + 1 >= body.total_pages.pages) return found;
  }
}

test('offline, a learner tells a story from published experiences; it waits on the phone with an experience recorded meanwhile, and both are published once', async ({ page, context }) => {
  test.slow();
  const stamp = Date.now();
  const title = `Une journée au port ${stamp}`;
  const recorded = `Les filets hors ligne ${stamp}`;
  await untilReadyOffline(page);
  // One published before, one through the wizard today: publishing keeps the story page again, with it.
  const morning = `Le port au matin ${stamp}`;
  const evening = `Le port le soir ${stamp}`;
  const morningId = (await createExperienceViaApi(page, { description: morning })).id as number;
  await page.goto('/create-experience');
  await pickAndCropPicture(page, await photoFile());
  await describeAndPublish(page, evening, 'Des bateaux au coucher du soleil');
  await expect(page.getByRole('dialog', { name: 'Expérience enregistrée !' })).toBeVisible();
  await expect.poll(() => keptPage(page, '/create-story'), { timeout: 20_000 }).toContain(evening);
  await expect.poll(() => keptPage(page, '/create-story')).toContain(morning);
  const eveningId = await experienceId(page, evening);

  await setNetwork(context, false);
  await recordOffline(page, recorded);
  await page.goto('/create-story');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer un récit');
  // The experiences published before the network went came with the kept page; the one waiting on the phone has no id yet.
  await expect(page.getByText('Les expériences qui attendent encore sur cet appareil pourront être ajoutées une fois publiées.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: recorded })).toHaveCount(0);
  await page.getByLabel('Titre').fill(title);
  // Picked in the order the story tells them: the evening first.
  for (const description of [evening, morning]) await page.getByRole('checkbox', { name: description }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expectPath(page, '/create-story/share');
  await page.getByRole('button', { name: 'Publier' }).click();
  const kept = page.getByRole('dialog', { name: 'Gardé sur cet appareil' });
  await expect(kept).toContainText('votre récit attend sur cet appareil et sera publié dès le retour du réseau');
  expect(await seriousViolations(page)).toEqual([]);
  await kept.getByRole('button', { name: 'Voir mon journal' }).click();
  await expectPath(page, '/');

  const status = page.getByRole('region', { name: 'En attente sur cet appareil' });
  await expect(status).toContainText('1 expérience attend d’être envoyée. 1 récit attend d’être envoyé.');
  await status.getByRole('button', { name: 'Voir' }).click();
  await expect(status.getByRole('listitem').filter({ hasText: title })).toContainText('Récit ·');
  expect(await seriousViolations(page)).toEqual([]);

  await setNetwork(context, true);
  await expect(status).toBeHidden({ timeout: 20_000 });
  expect(await publishedStories(page, title)).toEqual([[eveningId, morningId]]);
  expect(await publishedCount(page, recorded)).toBe(1);
  // Asked again by another signed-in page: nothing is sent twice.
  await page.reload();
  await expect(page.getByText(title)).toBeVisible();
  expect(await publishedStories(page, title)).toHaveLength(1);
});

test('a session that ended while offline asks to sign in, then sends what waited', async ({ page, context }) => {
  test.slow();
  const description = `Mesure du vent hors ligne ${Date.now()}`;
  const dropped = `Essai raté hors ligne ${Date.now()}`;
  await untilReadyOffline(page);
  await setNetwork(context, false);
  await recordOffline(page, description);
  await recordOffline(page, dropped);

  // Deleted on the phone before it was sent: asked in the line itself (offline, the dialog's code may be missing), then gone for good.
  const status = page.getByRole('region', { name: 'En attente sur cet appareil' });
  await status.getByRole('button', { name: 'Voir' }).click();
  const line = status.getByRole('listitem').filter({ hasText: dropped });
  await line.getByRole('button', { name: 'Supprimer' }).click();
  const question = line.getByRole('group', { name: 'Supprimer cette expérience ?' });
  await expect(question.getByRole('button', { name: 'La garder' })).toBeFocused();
  await question.getByRole('button', { name: 'Supprimer' }).click();
  await expect(status.locator('.experience-row__description')).toHaveText([description]);

  await context.clearCookies();
  await setNetwork(context, true);
  await page.reload();
  await expectPath(page, '/auth');
  // The way in says what waits, how many only: the page does not know whose.
  const waiting = '1 expérience enregistrée sur cet appareil attend d’être envoyée : connectez-vous pour l’envoyer.';
  await expect(page.getByRole('status').filter({ hasText: waiting })).toBeVisible();
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expectPath(page, '/auth/login/form');
  await expect(page.getByRole('status').filter({ hasText: waiting })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await signIn(page, ACCOUNTS.learner.email);
  await expectPath(page, '/');
  await expect.poll(() => publishedCount(page, description), { timeout: 20_000 }).toBe(1);
  await expect(page.getByRole('region', { name: 'En attente sur cet appareil' })).toBeHidden();
  expect(await publishedCount(page, dropped)).toBe(0);
});

test('an experience the server refuses when it is sent is kept, says why, and reopens in the wizard to be fixed and sent', async ({ page, context }) => {
  test.slow();
  const description = `Sortie au marché hors ligne ${Date.now()}`;
  await untilReadyOffline(page);
  await setNetwork(context, false);
  await recordOffline(page, description);

  // What a rule changed meanwhile produces: a send the server refuses (here, the shared group no longer exists).
  await editOutbox(page, { changeExperience: { sharing_parameters: 'groups', group_ids: [987654] } });

  await setNetwork(context, true);
  const status = page.getByRole('region', { name: 'En attente sur cet appareil' });
  await expect(status).toContainText('1 expérience n’a pas pu être envoyée.', { timeout: 20_000 });
  expect(await publishedCount(page, description)).toBe(0);
  await status.getByRole('button', { name: 'Voir' }).click();
  await expect(status.getByRole('alert', { name: 'Pourquoi elle n’a pas été envoyée' })).toBeVisible();
  await status.getByRole('button', { name: 'Corriger et renvoyer' }).click();

  await expectPath(page, '/create-experience');
  await expect(page.getByLabel("Qu'avez-vous vécu ?")).toHaveValue(description);
  await expect(page.getByAltText('La photo recadrée')).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expectPath(page, '/create-experience/meta');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expectPath(page, '/create-experience/skills');
  await page.getByRole('button', { name: 'Publier' }).click();
  // The upload and its renditions, on a loaded two-core machine, can take more than the default wait.
  await expect(page.getByRole('dialog', { name: 'Expérience enregistrée !' })).toBeVisible({ timeout: 20_000 });
  expect(await publishedCount(page, description)).toBe(1);
  await expect(status).toBeHidden();
});

test('the journal installs: its manifest carries the community\'s name and opens in the page\'s language', async ({ page }) => {
  await page.goto('/pt');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/app.webmanifest?locale=pt');
  const manifest = (await pageFetch(page, href!)).body as { name: string; start_url: string; lang: string; display: string; theme_color: string; icons: { src: string }[] };
  expect(manifest).toMatchObject({ name: 'Demo', start_url: '/pt', lang: 'pt', display: 'standalone', theme_color: '#0f766e' });
  expect(manifest.icons.map((icon) => icon.src)).toContain('/favicon.svg');
  // Under the worker, the page counts as installable: the worker answers navigations.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
});
