import { expect, type Page } from '@playwright/test';
import { createExperienceViaApi } from './experiences';

/**
 * A story of six fresh experiences (spec §5: a PDF needs exactly six pictures), written through
 * the API from inside the signed-in page; answers its id.
 */
export async function createSixPictureStoryViaApi(page: Page, title: string, sharing = 'community') {
  // Same-origin calls need a page of the product open.
  if (page.url() === 'about:blank') await page.goto('/');
  const experienceIds: number[] = [];
  for (let i = 1; i <= 6; i++) experienceIds.push((await createExperienceViaApi(page, { description: `${title}, moment ${i}`, sharing_parameters: sharing })).id);
  const result = await page.evaluate(
    async ({ title, experienceIds, sharing }) => {
      const story = { title, description: 'Six moments, dans l’ordre.', date: new Date().toISOString(), sharing_parameters: sharing, group_ids: [], experience_ids: experienceIds };
      const response = await fetch('/api/v2/stories', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ story }) });
      return { status: response.status, body: await response.json() };
    },
    { title, experienceIds, sharing },
  );
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data.id as number;
}
