import { E2E } from './hosts';

/** The OAuth client the e2e platform gave demo (an admin enters it as a training center). */
export const PLATFORM_CLIENT = {
  clientId: 'journal-demo',
  clientSecret: 'moodle-demo-secret',
  redirectUris: [`${E2E.demo}/auth/moodle_sso_callback`],
};

/** Its accounts; each first signs in once, so each test takes its own. */
export const PLATFORM_ACCOUNTS = [
  { username: 'eleni', id: '1001', email: 'eleni@moodle.example', firstname: 'Ελένη', lastname: 'Παπαδοπούλου' },
  { username: 'camille', id: '1002', email: 'camille@moodle.example', firstname: 'Camille', lastname: 'Moodle' },
  { username: 'bruno', id: '1003', email: 'bruno@moodle.example', firstname: 'Bruno', lastname: 'Moodle' },
];
