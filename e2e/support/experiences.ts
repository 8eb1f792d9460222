import { expect, type Page } from '@playwright/test';
import { photoJpeg } from './images';
import { expectPath } from './sign-in';

/** Creates an experience through the API from inside the signed-in page (same origin, same cookie). */
export async function createExperienceViaApi(page: Page, fields: Record<string, unknown>) {
  const picture = (await photoJpeg(800, 600, 30)).toString('base64');
  const result = await page.evaluate(
    async ({ fields, picture }) => {
      const bytes = Uint8Array.from(atob(picture), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('experience', JSON.stringify({ date: new Date().toISOString(), sharing_parameters: 'private', ...fields }));
      form.append('experience[picture]', new Blob([bytes], { type: 'image/jpeg' }), 'p.jpg');
      const response = await fetch('/api/v2/experiences', { method: 'POST', body: form });
      return { status: response.status, body: await response.json() };
    },
    { fields, picture },
  );
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data as { id: number; public_token: string };
}

/** Picks a file in the wizard's picture step and validates the framing. */
export async function pickAndCropPicture(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('picture-file').setInputFiles(file);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const apply = dialog.getByRole('button', { name: /Valider le cadrage|Use this framing|Usar este enquadramento/ });
  await expect(apply).toBeEnabled();
  await apply.click();
  await expect(dialog).toBeHidden();
}

/** The required step's words (French pages), then through the details and skills as they are, and Publish. */
export async function describeAndPublish(page: Page, description: string, pictureAlt: string) {
  await page.getByLabel("Qu'avez-vous vécu ?").fill(description);
  await page.getByLabel('Décrivez la photo (pour les personnes qui ne peuvent pas la voir)').fill(pictureAlt);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expectPath(page, '/create-experience/meta');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expectPath(page, '/create-experience/skills');
  await page.getByRole('button', { name: 'Publier' }).click();
}
