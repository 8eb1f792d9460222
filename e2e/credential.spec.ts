import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { seriousViolations } from './support/axe';
import { E2E } from './support/hosts';
import { startIsolatedProduct, type IsolatedProduct } from './support/isolated-product';
import { rawRequest } from './support/raw-request';
import { expect, test } from './support/test';

// Issue 11: an Open Badge's public verify page, valid then revoked. A product of its own (ports
// beside the isolated product's), since revoking needs its data folder while it is stopped: the
// certification's credential is issued by the demo seed and revoked by the service the
// recognition workflow calls (e2e/support/credential-fixture.ts).
test.describe.configure({ mode: 'serial' });

const dataDir = 'data/e2e-credential';
const ports = { webPort: E2E.webPort + 4, apiPort: E2E.apiPort + 4 };
const origin = `http://demo.localhost:${ports.webPort}`;
const env = {
  APP_ORIGIN: `http://localhost:${ports.webPort}`,
  BADGES_MASTER_KEY: randomBytes(32).toString('base64'),
  PGLITE_DATA_DIR: dataDir,
  UPLOADS_DIR: `${dataDir}-uploads`,
};

function fixture(...args: string[]) {
  const output = execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'e2e/support/credential-fixture.ts', ...args], {
    env: { ...process.env, ...env },
  });
  return JSON.parse(output.toString().trim().split('\n').pop()!);
}

const start = () => startIsolatedProduct({ ...ports, dataDir, env, keepData: true });

async function stopped(product: IsolatedProduct) {
  await product.stop();
  // start.mjs leaves as soon as it has signalled the backend: wait until the backend let go of the folder.
  await expect
    .poll(async () => fetch(`http://127.0.0.1:${ports.apiPort}/health`).then(() => 'up', () => 'down'), { timeout: 20_000 })
    .toBe('down');
}

let product: IsolatedProduct | undefined;
let credential: { publicId: string; description: string };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-uploads`, { recursive: true, force: true });
  credential = fixture('seed');
  product = await start();
});
test.afterAll(async () => product?.stop());

test('the verify page shows who, what, when and by whom, checks it valid, and downloads the credential', async ({ page }) => {
  await page.goto(`${origin}/en/credentials/${credential.publicId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(credential.description);
  await expect(page.getByRole('status')).toHaveText('Valid: the signature is genuine and the credential has not been revoked.');
  const facts = page.locator('dl.facts');
  await expect(facts.getByText('Demo', { exact: true })).toBeVisible();
  await expect(facts.getByText(/^Léa [A-Z]\.$/)).toBeVisible();
  await expect(facts.getByText('Thomas Tuteur')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Communication: level 4 of 4' })).toBeVisible();
  const linkedIn = page.getByRole('link', { name: /Add to LinkedIn/ });
  await expect(linkedIn).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME&.*certId=/);
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the credential (.json)' }).click()]);
  expect(download.suggestedFilename()).toBe(`open-badge-${credential.publicId}.json`);
  const document = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(document.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
  expect(document.id).toBe(`${origin}/credentials/${credential.publicId}`);
  expect(document.proof[0].cryptosuite).toBe('eddsa-rdfc-2022');
  // The page says what the credential says: each skill's achieved level, by number and by the name its rubric gives.
  const subject = document.credentialSubject;
  for (const result of subject.result) {
    const skill = subject.achievement.resultDescription.find((description: { id: string }) => description.id === result.resultDescription);
    const achieved = skill.rubricCriterionLevel.find((level: { id: string }) => level.id === result.achievedLevel);
    await expect(page.getByRole('listitem').filter({ hasText: `${skill.name}: level ${achieved.level} of 4 (${achieved.name})` })).toBeVisible();
  }

  // did:web resolution goes through the web server to the backend, on the community's host.
  const did = await rawRequest({ method: 'GET', path: '/.well-known/did.json', host: new URL(origin).host, port: ports.webPort });
  expect(did.status).toBe(200);
  expect((did.body as { assertionMethod: string[] }).assertionMethod).toEqual([document.proof[0].verificationMethod]);
});

test('once the certification is withdrawn, the page says the credential is revoked, in French too', async ({ page }) => {
  test.setTimeout(180_000);
  await stopped(product!);
  product = undefined;
  expect(fixture('revoke', credential.publicId)).toEqual({ revoked: true });
  product = await start();

  await page.goto(`${origin}/en/credentials/${credential.publicId}`);
  await expect(page.getByRole('status')).toHaveText('Revoked: the issuer has withdrawn this credential.');
  await expect(page.getByRole('link', { name: /Add to LinkedIn/ })).toHaveCount(0);
  // French has no prefix: the locale cookie the English visit set would send it back to /en.
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'fr', url: origin }]);
  await page.goto(`${origin}/credentials/${credential.publicId}`);
  await expect(page.getByRole('status')).toHaveText('Révoqué : l’émetteur a retiré ce badge.');
  expect(await seriousViolations(page)).toEqual([]);
});
