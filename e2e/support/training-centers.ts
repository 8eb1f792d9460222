import type { Browser } from '@playwright/test';
import { expect } from './test';
import { E2E, STORAGE } from './hosts';
import { PLATFORM_CLIENT } from './learning-platform-accounts';
import { pageFetch } from './sign-in';

/** Adds a training center of demo's as its admin would, through the product's own API (the page has no add form). */
export async function addTrainingCenter(browser: Browser, name: string, clientSecret = PLATFORM_CLIENT.clientSecret) {
  const context = await browser.newContext({ storageState: STORAGE.admin });
  const page = await context.newPage();
  await page.goto(`${E2E.demo}/auth`);
  const community = (await pageFetch(page, '/api/v2/communities/current')).body.data;
  const groups = (await pageFetch(page, `/api/v2/groups/search_groups?community_id=${community.id}&view=dashboard_info`)).body.data;
  const trainingCenter = { name, base_url: E2E.learningPlatform, client_id: PLATFORM_CLIENT.clientId, client_secret: clientSecret, group_ids: [groups[0].id] };
  const created = await pageFetch(page, '/api/v2/moodle/training_centers', { method: 'POST', body: { training_center: trainingCenter } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await context.close();
  return created.body.data as { id: number; name: string };
}
