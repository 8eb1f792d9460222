import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/support/hosts';

/**
 * Real Chromium (Debian's, never a downloaded one) against the production build: the
 * whole product on E2E.webPort with a fresh embedded database, and a second Next server
 * in maintenance mode on E2E.maintenancePort sharing the same backend. Its third parties are
 * local stand-ins: a mailbox, a learning platform and Unsplash.
 */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // A guard against hangs, not a speed check: on 2 cores, with two workers beside the product, a
  // multi-page journey takes 20–30 s, and some pass 30 s on a busy run.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One more try in CI only, where a shared machine can stall a worker for seconds: a test that
  // passes on it is still listed as flaky in the report, to be fixed like a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // The service worker answers fetches before page.route sees them: only the offline suite lets it in.
  // A trace records every step's screenshots and DOM even for a test that passes: in CI it is taken on
  // the retry only, where a failure shows again (40 tests: 7.3 min tracing all, 5.2 min with this).
  use: { baseURL: E2E.demo, trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure', locale: 'en-US', serviceWorkers: 'block' },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/, use: chromium },
    // The offline suite is about phones in class: it runs on the phone only.
    { name: 'chromium', testIgnore: [/.*\.setup\.ts/, /offline\.spec\.ts/], dependencies: ['setup'], use: chromium },
    // The recognition journeys run on the desktop only: CI came within minutes of its limit, and
    // their pages' fit and accessibility at phone widths, in every language, are phone-fit.spec.ts's.
    {
      name: 'phone',
      testMatch: /(experience-create|story|pdf|open-badges|offline)\.spec\.ts/,
      dependencies: ['setup'],
      use: { ...devices['Pixel 7'], launchOptions: chromium.launchOptions },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/mailbox-server.ts',
      url: `http://127.0.0.1:${E2E.mailboxPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'node --import tsx e2e/support/learning-platform-server.ts',
      url: `http://127.0.0.1:${E2E.learningPlatformPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'node --import tsx e2e/support/unsplash-server.ts',
      url: `${E2E.unsplash}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // Pictures beside, not inside, the PGlite folder; both start empty so runs do not share files with `npm start`.
      command: `rm -rf ${E2E.dataDir} ${E2E.dataDir}-uploads && node scripts/start.mjs`,
      url: `http://127.0.0.1:${E2E.webPort}/auth`,
      // LEARNING_PLATFORM_ALLOW_LOCAL: the learning platform stand-in listens on http://127.0.0.1.
      env: {
        PORT: String(E2E.webPort),
        API_PORT: String(E2E.apiPort),
        API_BASE_URL: E2E.api,
        PGLITE_DATA_DIR: E2E.dataDir,
        UPLOADS_DIR: `${E2E.dataDir}-uploads`,
        NODE_ENV: 'production',
        SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
        APP_ORIGIN: `http://localhost:${E2E.webPort}`,
        LEARNING_PLATFORM_ALLOW_LOCAL: 'true',
        UNSPLASH_ACCESS_KEY: E2E.unsplashAccessKey,
        UNSPLASH_API_URL: E2E.unsplash,
      },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/web-server.mjs',
      url: `http://127.0.0.1:${E2E.maintenancePort}/maintenance`,
      env: { PORT: String(E2E.maintenancePort), MAINTENANCE: 'true', API_BASE_URL: E2E.api, NODE_ENV: 'production' },
      timeout: 180_000,
      reuseExistingServer: false,
    },
  ],
});
