import { expect, type Page } from '@playwright/test';
import { createExperienceViaApi } from './experiences';

/** A learner's fresh experience with two skills (levels 1 and 2: 2 and 3 stars), to ask a recognition for. */
export async function experienceToRecognise(page: Page, description: string) {
  return createExperienceViaApi(page, {
    description,
    skills_attributes: [
      { name: 'Écoute', level: 1, custom: true },
      { name: 'Travail en équipe', level: 2, custom: true },
    ],
  });
}

/**
 * The learner's three steps in French, as a person fills them: the teacher (chosen by
 * `chooseTeacher`), the skills kept, a message, the badge's name when `title` is given (else
 * the one offered, the experience's first line, is kept), and their agreement to what the public
 * proof will show (`readProof` first reads it, when given).
 */
export async function askRecognition(page: Page, experienceId: number, chooseTeacher: () => Promise<void>, message: string, title?: string, readProof?: () => Promise<void>) {
  await page.goto(`/experiences/${experienceId}`);
  await page.getByRole('link', { name: 'Demander une reconnaissance' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/recognition/${experienceId}/create/certificator`);
  await chooseTeacher();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/recognition/${experienceId}/create`);
  await expect(page.getByRole('checkbox', { name: 'Écoute' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Travail en équipe' }).uncheck();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/recognition/${experienceId}/create/remark`);
  if (title !== undefined) await page.getByLabel('Nom du badge').fill(title);
  await page.getByLabel("Message à l'enseignant").fill(message);
  await readProof?.();
  await page.getByRole('checkbox', { name: 'J’accepte que toute personne qui a le lien voie cette preuve.' }).check();
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page).toHaveURL((url) => /^\/recognition\/\d+\/success$/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demande envoyée');
  return Number(/\/recognition\/(\d+)\/success/.exec(page.url())![1]);
}

/** Accepts the open confirmation dialog with its button named `accept`. */
export async function confirm(page: Page, accept: string) {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: accept }).click();
  await expect(dialog).toBeHidden();
}
