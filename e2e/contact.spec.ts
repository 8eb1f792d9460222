import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { ACCOUNTS, E2E, STORAGE } from './support/hosts';
import { nthMailTo } from './support/mailbox';

// Spec §2 /contact, /faq, /legal; §7 POST /v2/contacts. The issue: "a form (name, e-mail,
// subject, message) that reaches the community's support address by e-mail"; "FAQ and legal in Greek".

test("a visitor writes to demo's support desk from the footer, and the mail reaches it", async ({ page }) => {
  await page.goto(`${E2E.demo}/en/auth/login/form`);
  await page.getByRole('navigation', { name: 'Information' }).getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  expect(await seriousViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Message to the support team' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Your name is required.')).toBeVisible();
  await form.getByLabel('Your name').fill('Camille Martin');
  await form.getByLabel('Your e-mail address').fill('camille');
  await form.getByLabel('Subject').fill('Sign-in link');
  await form.getByLabel('Message').fill('The link never arrives.\n\nCould you check my address?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Enter a valid e-mail address.')).toBeVisible();
  await form.getByLabel('Your e-mail address').fill('camille@example.org');
  await form.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByRole('main').getByRole('status')).toContainText('The answer will come to camille@example.org');
  const mail = await nthMailTo('support@demo.example');
  expect(mail.subject).toBe('Demo contact page: Sign-in link');
  expect(mail.language).toBe('en');
  expect(mail.text).toContain('Camille Martin (camille@example.org) wrote through the contact page of Demo:');
  expect(mail.text).toContain('Could you check my address?');
});

test.describe('signed in', () => {
  test.use({ storageState: STORAGE.learner });
  test('the form knows who writes', async ({ page }) => {
    await page.goto(`${E2E.demo}/contact`);
    await expect(page.getByLabel('Votre nom')).toHaveValue('Léa Lambert');
    await expect(page.getByLabel('Votre adresse e-mail')).toHaveValue(ACCOUNTS.learner.email);
  });

  // Spec §9: "The support link opens in a new tab with sub-tab, resource and tab query
  // parameters." Issue 8: "the help button opens a placeholder support address".
  test("the header's help button opens the community's own FAQ in a new tab", async ({ page, context }) => {
    await page.goto(`${E2E.demo}/`);
    const [help] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Aide' }).click()]);
    await help.waitForLoadState();
    const url = new URL(help.url());
    expect(url.origin).toBe(new URL(E2E.demo).origin);
    expect(url.pathname).toBe('/faq');
    expect(Object.fromEntries(url.searchParams)).toEqual({ 'sub-tab': 'help', resource: 'demo', tab: 'support' });
    await expect(help.getByRole('heading', { level: 1 })).toHaveText('Foire aux questions');
  });
});

test('the FAQ and the legal notice read in Greek, answers opening from the keyboard', async ({ page }) => {
  await page.goto(`${E2E.demo}/el/faq`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Συχνές ερωτήσεις');
  const question = page.getByText('Πώς διαγράφω τον λογαριασμό μου;');
  const answer = page.getByText(/Αφού συνδεθείτε, ανοίξτε το προφίλ σας/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Νομικό σημείωμα και απόρρητο' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Νομικό σημείωμα και απόρρητο');
  await expect(page.getByRole('heading', { name: 'Ανήλικοι μαθητές' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
