/** The httpOnly cookie in which the web front end keeps the API token (never readable by page scripts). */
export const SESSION_COOKIE = 'session';
export const SESSION_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
