import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { STORAGE } from './support/hosts';
import { createExperienceViaApi } from './support/experiences';
import { createSixPictureStoryViaApi } from './support/stories';

// Issue 8: what the server drew stays where it is while the page loads and hydrates. A page's
// back link used to appear only once the page's script ran, pushing everything under it down
// (Lighthouse: 0.031 on the sign-in form, 0.041 on an experience page). The browser's own record
// of layout shifts is read on a phone-sized window, as Lighthouse's mobile run sees the page.
test.use({ viewport: { width: 390, height: 844 } });

/** The sum of the page's layout shifts not caused by input, once it has loaded and hydrated. */
async function layoutShiftOf(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's next callback: two frames later they are all in.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

/** Below what a person notices (Lighthouse counts 0.1 as the limit of "good"), above any real shift of a row. */
const STILL = 0.005;

test('the sign-in form does not move as it loads', async ({ page }) => {
  expect(await layoutShiftOf(page, '/auth/login/form')).toBeLessThan(STILL);
  await expect(page.getByRole('link', { name: 'Retour' })).toBeVisible();
});

test.describe('signed in', () => {
  test.use({ storageState: STORAGE.learner });

  test('the dashboard, the profile, an experience, a story and the wizards do not move as they load', async ({ page }) => {
    await page.goto('/');
    const experience = await createExperienceViaApi(page, { description: `stable-${Date.now()}` });
    const story = await createSixPictureStoryViaApi(page, `Stable ${Date.now()}`);
    // The wizards draw their step once the draft is read from browser storage, under a frame the server drew.
    const paths = ['/', '/dashboard/profile', `/experiences/${experience.id}`, `/stories/${story}`, '/create-experience', '/create-story', `/experiences/${experience.id}/edit`, `/recognition/${experience.id}/create`];
    for (const path of paths) {
      expect(await layoutShiftOf(page, path), path).toBeLessThan(STILL);
    }
    // The way back is drawn with the page itself: from a request's first step, to its experience.
    await expect(page.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', `/experiences/${experience.id}`);
  });
});
