/** The httpOnly cookie in which the web front end keeps the API token (never readable by page scripts). */
export const SESSION_COOKIE = 'session';
export const SESSION_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
/** The refresh token's httpOnly cookie: when the access token's cookie is gone, it opens a new session. */
export const REFRESH_COOKIE = 'session_refresh';
export const REFRESH_COOKIE_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;
