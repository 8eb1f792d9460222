import 'server-only';

/**
 * A mail's link parameter that is a secret: `token` (a password reset, a sign-up or an address to
 * confirm, a teacher's review link from outside) or `invitation_token` (an invitation to accept).
 * Whoever holds one signs in, sets a password, confirms an address or joins a community.
 */
const SECRET_PARAMETER = /([?&](?:[a-z]+_)*token=)[^&\s"'<>]+/gi;

export const MASK = '•••';

/**
 * A mail's text as the outbox shows it to the community's admins: each secret replaced by •••,
 * the rest of the link kept so they still see where it leads. Only the outbox reads it so: the
 * mail delivered (SMTP) and its stored body keep their working links.
 */
export const maskSecretLinks = (text: string) => text.replace(SECRET_PARAMETER, `$1${MASK}`);
