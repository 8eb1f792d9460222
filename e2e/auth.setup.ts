import { expect, test as setup } from './support/test';
import { ACCOUNTS, STORAGE } from './support/hosts';
import { expectPath, signIn } from './support/sign-in';

setup('sign in as the learner', async ({ page }) => {
  await signIn(page, ACCOUNTS.learner.email);
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bonjour ${ACCOUNTS.learner.firstname}`);
  await page.context().storageState({ path: STORAGE.learner });
});

setup('sign in as the community admin', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin.email);
  await expectPath(page, '/');
  await page.context().storageState({ path: STORAGE.admin });
});

setup('sign in as a classmate (same group as the learner)', async ({ page }) => {
  await signIn(page, ACCOUNTS.learnerEn.email);
  await expectPath(page, '/en');
  await page.context().storageState({ path: STORAGE.classmate });
});

setup('sign in as a learner of another group', async ({ page }) => {
  await signIn(page, ACCOUNTS.otherGroupLearner.email);
  await expectPath(page, '/');
  await page.context().storageState({ path: STORAGE.otherGroup });
});
