/**
 * Ports kept apart from `npm start` (3000/4000) so both can run at once; E2E_PORT_OFFSET
 * moves them all, so that two checkouts can run their suites side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const webPort = 3100 + offset;
const maintenancePort = 3101 + offset;
const apiPort = 4100 + offset;
const smtpPort = 2600 + offset;
const mailboxPort = 3199 + offset;
const learningPlatformPort = 3198 + offset;
const unsplashPort = 3197 + offset;

export const E2E = {
  webPort,
  maintenancePort,
  apiPort,
  smtpPort,
  mailboxPort,
  learningPlatformPort,
  unsplashPort,
  api: `http://127.0.0.1:${apiPort}`,
  dataDir: 'data/e2e',
  demo: `http://demo.localhost:${webPort}`,
  mistral: `http://lycee-mistral.localhost:${webPort}`,
  maintenance: `http://demo.localhost:${maintenancePort}`,
  /** A Moodle stand-in (e2e/support/learning-platform-server.ts) on loopback. */
  learningPlatform: `http://127.0.0.1:${learningPlatformPort}`,
  /** An Unsplash API stand-in (tests/support/unsplash-stand-in.ts) on loopback, and the key the backend holds for it. */
  unsplash: `http://127.0.0.1:${unsplashPort}`,
  unsplashAccessKey: 'e2e-unsplash-access-key',
};

export const DEMO_PASSWORD = 'journal-demo-2026';

export const ACCOUNTS = {
  learner: { email: 'learner@demo.example', firstname: 'Léa' },
  learnerEn: { email: 'learner-en@demo.example', firstname: 'Liam' },
  newcomer: { email: 'newcomer@demo.example', firstname: 'Nina' },
  admin: { email: 'admin@demo.example', firstname: 'Alice' },
  deactivated: { email: 'deactivated@demo.example', firstname: 'Denise' },
  mistralLearner: { email: 'learner@mistral.example', firstname: 'Léa' },
  otherGroupLearner: { email: 'learner-b@demo.example', firstname: 'Oscar' },
} as const;

export const STORAGE = {
  learner: 'e2e/.auth/learner.json',
  admin: 'e2e/.auth/admin.json',
  classmate: 'e2e/.auth/classmate.json',
  otherGroup: 'e2e/.auth/other-group.json',
};
