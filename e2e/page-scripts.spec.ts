import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { STORAGE } from './support/hosts';
import { createExperienceViaApi } from './support/experiences';

// Issue 8: a page downloads the code of what it draws, not of every form of the features it
// touches. Each library is recognised by a name its minified code keeps as a string.
const ZOD = 'ZodError';
const PRIME_REACT_CORE = '__TYPE:"Portal"';

type TScript = { url: string; text: string };

/** Every script the page loaded until it settled, before anyone touches it. */
async function scriptsOf(page: Page, path: string): Promise<TScript[]> {
  const scripts: Promise<TScript>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // A script arriving later (a prefetch) is not what the page loaded to settle, and its body,
  // read after the test ended, would fail it.
  page.off('response', onResponse);
  return Promise.all(scripts);
}

/** The addresses of the scripts holding `marker`: a failure names the chunks, not their text. */
const holding = (scripts: TScript[], marker: string) => scripts.filter(({ text }) => text.includes(marker)).map(({ url }) => url);

test.describe('as the learner', () => {
  test.use({ storageState: STORAGE.learner });

  test('the dashboard loads neither a form library nor PrimeReact until someone asks for them', async ({ page }) => {
    const scripts = await scriptsOf(page, '/');
    await expect(page.getByRole('button', { name: 'Demander une reconnaissance' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(holding(scripts, ZOD)).toEqual([]);
    expect(holding(scripts, PRIME_REACT_CORE)).toEqual([]);
  });

  test('an experience page without a recognition to answer loads no form library', async ({ page }) => {
    await page.goto('/');
    // The dashboard settled first: a script it was still fetching would answer under the next
    // page's listener, after that navigation took its body away.
    await page.waitForLoadState('networkidle');
    const experience = await createExperienceViaApi(page, { description: `Sans formulaire ${Date.now()}` });
    const scripts = await scriptsOf(page, `/experiences/${experience.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(holding(scripts, ZOD)).toEqual([]);
  });
});
