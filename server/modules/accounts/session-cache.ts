import 'server-only';
import type { AuthSession } from './auth';
import type { SessionInvalidationBus } from './session-invalidation';

/** How long a resolved session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Enough for every signed-in learner of a large school at once; the oldest entry goes first beyond it. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export type SessionCache = {
  /** The session behind a token digest, resolved at most once per TTL. Unknown tokens are not remembered. */
  resolve(digest: string, load: () => Promise<AuthSession | null>): Promise<AuthSession | null>;
  /** Logout and refresh: the session ends in this process at once. */
  forgetSession(sessionId: number): void;
  /** A user changed (profile, locale, deactivation, password): every session of theirs is read again. */
  forgetUser(userId: number): void;
  size(): number;
  /** Starts hearing the other processes' invalidations (a no-op without a bus). */
  listen(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Every signed-in request resolves its token; without this, each costs a database round trip
 * (two per page: the proxy's guard, then the data). Invalidation is immediate in this process,
 * and reaches the other backend processes through `bus`: PostgreSQL LISTEN/NOTIFY when the
 * backend runs on PostgreSQL (the one service every process already shares, no extra
 * infrastructure), Redis pub/sub instead when REDIS_URL is set (the deployment already chose
 * Redis to share state, and it spares PostgreSQL a long-lived connection per process). A
 * message arrives within milliseconds; if one is lost (a dropped connection) the bus reports a
 * gap and the cache empties, and the TTL bounds staleness in any case. PGlite is embedded in a
 * single process: no bus, in-process invalidation is all there is to do.
 */
export function createSessionCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number; bus?: SessionInvalidationBus } = {},
): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order, so its first key is the oldest entry.
  const entries = new Map<string, { session: AuthSession; until: number }>();

  function remember(digest: string, session: AuthSession) {
    entries.delete(digest);
    entries.set(digest, { session, until: now() + ttlMs });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  function forgetWhere(matches: (session: AuthSession) => boolean) {
    for (const [digest, entry] of entries) if (matches(entry.session)) entries.delete(digest);
  }

  const forgetSession = (sessionId: number) => forgetWhere((session) => session.sessionId === sessionId);
  const forgetUser = (userId: number) => forgetWhere((session) => session.user.id === userId);
  const bus = options.bus;

  return {
    async resolve(digest, load) {
      const entry = entries.get(digest);
      if (entry && entry.until > now()) return entry.session;
      entries.delete(digest);
      const session = await load();
      if (session) remember(digest, session);
      return session;
    },
    forgetSession(sessionId) {
      forgetSession(sessionId);
      bus?.publish({ session: sessionId });
    },
    forgetUser(userId) {
      forgetUser(userId);
      bus?.publish({ user: userId });
    },
    size: () => entries.size,
    async listen() {
      await bus?.start({
        onMessage: (message) => ('session' in message ? forgetSession(message.session) : forgetUser(message.user)),
        onGap: () => entries.clear(),
      });
    },
    async close() {
      entries.clear();
      await bus?.close();
    },
  };
}
