import { expect, test } from './support/test';
import { STORAGE } from './support/hosts';
import { pageFetch } from './support/sign-in';

// Issue 11: "the learner can then show a proof that any employer or school can check". The demo
// seeds certified experiences with their Open Badges; a certified experience's page leads to it.

test.use({ storageState: STORAGE.learner });

test("a certified experience's page names who certified it and opens its verifiable credential", async ({ page }) => {
  await page.goto('/');
  // Other specs add experiences to the same learner, so the seeded certified ones may sit past the
  // first page: read the journal page by page.
  type Item = { id: number; description: string; certification_attributes: unknown[] };
  let certified: Item | undefined;
  for (let index = 0, pages = 1; !certified && index < pages; index += 1) {
    const { body } = await pageFetch(page, `/api/v2/journal_items?page=${index}&only_experiences=true`);
    pages = body.data.total_pages.pages;
    certified = body.data.paginated_results
      .map((result: { journal_item: Item }) => result.journal_item)
      .find((item: Item) => item.certification_attributes.length > 0);
  }
  expect(certified, 'the demo learner has a certified experience').toBeTruthy();

  await page.goto(`/experiences/${certified!.id}`);
  const recognition = page.getByRole('region', { name: 'Reconnaissance' });
  await expect(recognition.getByText(/certifiée par Thomas Tuteur/)).toBeVisible();
  await recognition.getByRole('link', { name: 'Voir le badge vérifiable' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(certified!.description);
  await expect(page.getByRole('status')).toContainText('Valide');
});

test("the learner takes a certified experience's badge to a wallet from the experience's page", async ({ page }) => {
  await page.goto('/');
  const { body: me } = await pageFetch(page, '/api/v2/session');
  const { body } = await pageFetch(page, `/api/v2/users/${me.data.id}/open_badges`);
  // The third live badge: e2e/open-badges.spec.ts offers the first two, and a new offer ends the open one.
  const badge = body.data.filter((held: { status: string }) => held.status === 'valid')[2];
  expect(badge, 'the demo learner holds three live badges').toBeTruthy();

  await page.goto(`/experiences/${badge.experience_id}`);
  const recognition = page.getByRole('region', { name: 'Reconnaissance' });
  await recognition.getByTestId('wallet-pickup').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('wallet-offer-qr')).toBeVisible();
  await expect(dialog.getByTestId('wallet-offer-code')).toHaveText(/^\d{6}$/);
  await expect(dialog.getByTestId('wallet-offer-open')).toHaveAttribute('href', /^openid-credential-offer:\/\/\?credential_offer_uri=/);
});
