/**
 * Which messages the browser gets, by area. Client components read their messages from
 * the page's payload; sending the whole catalogue made it half of every page (51 of the
 * dashboard's 92 KB). The root layout sends the shell; a layout or page adds what its own client
 * components read (`<ClientMessages areas={[...]}>`), as whole namespaces ('journal') or keys
 * right under one ('recognition.ask'). Server components read the whole catalogue on the server.
 * tests/unit/i18n/client-messages.test.ts reads the source and fails when a route's client code
 * reads a message its areas do not send. What the root layout's hosts render (a toast's detail)
 * sits under the shell's messages only: its caller hands it its words.
 */
export const CLIENT_MESSAGE_AREAS = {
  /** Every page: the root layout's toasts, confirmations, error views and language menu; every dialog's close button. */
  shell: ['app', 'confirm', 'dialog', 'errors', 'language', 'progress', 'toasts'],
  /** The signed-in layout: header, deactivation notice, the device's outbox, PDF poller. */
  signedIn: ['deactivation', 'nav', 'offline', 'pdf.pdfError'],
  /** Journals and their cards (menu, share dialog, PDF choice), member lists. */
  journal: [
    'journal',
    'user',
    'userLabel',
    'experience.createError',
    'experience.createErrorDetail',
    'experience.delete',
    'experience.errors',
    'experience.meta',
    'experience.picker',
    'experience.share',
    'experience.shareHint',
    'experience.wizard',
    'members.empty',
    'members.loadError',
    'members.title',
    'pdf.modal',
    'pdf.pdfError',
    'pdf.started',
    'pdf.types',
    'recognition.ask',
    'recognition.askDescription',
    'recognition.selection',
    'recognition.workspace',
    'story.saveError',
    'story.saveErrorDetail',
  ],
  /** A story's page and its wizard. */
  story: ['story', 'datePicker'],
  /** The dashboard's profile and portrait tabs. */
  account: ['account', 'portrait', 'register', 'validation', 'experience.picture', 'experience.skills', 'login.hidePassword', 'login.showPassword', 'newPassword.mismatch', 'pdf.portrait'],
  /** An experience, its recognition, and the recognition pages. */
  experience: ['experience', 'recognition', 'user'],
  experienceWizard: ['experience', 'manageGroups.wizard', 'user', 'datePicker'],
  manageGroups: ['manageGroups'],
  trainingCenters: ['trainingCenters'],
  manageMembers: ['invitationLink', 'invite', 'manageMembers', 'members', 'user', 'validation'],
  /** Sign-in, sign-up, confirmation and password pages. */
  signIn: ['emailConfirmation', 'login', 'newPassword', 'passwordForgotten', 'platformSignIn', 'publicLink', 'register', 'signup', 'signupConfirmation', 'validation'],
  /** The landing and the sign-in form: what waits on this device for its author's sign-in. */
  outboxNote: ['offline.signedOut', 'offline.signedOutStories'],
  contact: ['contact', 'validation'],
  communityPages: ['communityPage'],
  communitySettings: ['privacySettings'],
  publicLinks: ['publicLinks'],
  /** The learner's Open Badges: the wallet pickup dialog. */
  openBadges: ['openBadges.wallet'],
  dev: ['dev'],
} as const satisfies Record<string, readonly string[]>;

export type TClientMessageArea = keyof typeof CLIENT_MESSAGE_AREAS;

const picked = new WeakMap<object, Map<string, object>>();

/** The areas' messages out of a locale's catalogue; the same object for the same catalogue and areas, so a render picks once. */
export function pickClientMessages<M extends object>(messages: M, areas: readonly TClientMessageArea[]): Partial<M> {
  const key = areas.join();
  let byAreas = picked.get(messages);
  if (!byAreas) picked.set(messages, (byAreas = new Map()));
  let result = byAreas.get(key);
  if (!result) {
    const catalogue = messages as Record<string, Record<string, unknown>>;
    const out: Record<string, Record<string, unknown>> = {};
    const whole = new Set<string>();
    for (const entry of areas.flatMap((area) => CLIENT_MESSAGE_AREAS[area])) {
      const [name, sub] = entry.split('.');
      if (!(name in catalogue) || whole.has(name)) continue;
      if (sub === undefined) {
        out[name] = catalogue[name];
        whole.add(name);
      } else if (sub in catalogue[name]) out[name] = { ...out[name], [sub]: catalogue[name][sub] };
    }
    result = out;
    byAreas.set(key, result);
  }
  return result as Partial<M>;
}
