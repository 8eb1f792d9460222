import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Client } from 'pg';
import { log } from '../../platform/logger';

/** What one backend tells the others: a session ended, or a user changed. */
export type SessionInvalidation = { session: number } | { user: number };

/**
 * How backend processes tell each other that a cached session is stale. `start` delivers the
 * other processes' messages (never this process's own: it has already forgotten them) and
 * `onGap` when messages may have been lost (a dropped connection), so the cache can empty.
 */
export type SessionInvalidationBus = {
  publish(message: SessionInvalidation): void;
  start(handlers: { onMessage: (message: SessionInvalidation) => void; onGap: () => void }): Promise<void>;
  close(): Promise<void>;
};

export const SESSION_INVALIDATION_CHANNEL = 'journal_session_invalidation';

/** A message on the wire: its sender, so that a process can skip its own echo. */
type Envelope = { from: string; message: SessionInvalidation };

function parse(payload: string, self: string): SessionInvalidation | null {
  try {
    const { from, message } = JSON.parse(payload) as Envelope;
    if (from === self) return null;
    if (message && (Number.isInteger((message as { session?: number }).session) || Number.isInteger((message as { user?: number }).user))) return message;
  } catch {
    // A foreign payload on our channel is ignored rather than trusted.
  }
  return null;
}

const RECONNECT_MS = 1_000;

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection (a pooled one would drop the LISTEN
 * when returned). NOTIFY goes through the same connection; if it is down, the message is lost
 * and the cache TTL bounds staleness in the other processes.
 */
export function createPostgresInvalidationBus(connect: () => Promise<Client>, options: { channel?: string } = {}): SessionInvalidationBus {
  const channel = options.channel ?? SESSION_INVALIDATION_CHANNEL;
  const self = randomUUID();
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function open(handlers: Parameters<SessionInvalidationBus['start']>[0]) {
    const next = await connect();
    next.on('notification', (n) => {
      const message = n.channel === channel && n.payload ? parse(n.payload, self) : null;
      if (message) handlers.onMessage(message);
    });
    const lost = () => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => {});
      handlers.onGap();
      if (!closed) retry = setTimeout(() => reopen(handlers), RECONNECT_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.query(`LISTEN ${channel}`);
    client = next;
  }

  function reopen(handlers: Parameters<SessionInvalidationBus['start']>[0]) {
    open(handlers)
      .then(() => handlers.onGap())
      .catch(() => {
        if (!closed) retry = setTimeout(() => reopen(handlers), RECONNECT_MS);
      });
  }

  return {
    publish(message) {
      const payload = JSON.stringify({ from: self, message } satisfies Envelope);
      client?.query('SELECT pg_notify($1, $2)', [channel, payload]).catch((error) => log.warn({ err: error }, 'Session invalidation not sent'));
    },
    start: (handlers) => open(handlers),
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end();
    },
  };
}

/**
 * Redis pub/sub: `publisher` is the connection the backend already has; subscribing takes a
 * connection of its own (a subscribed Redis connection can send nothing else), made here.
 * ioredis reconnects and re-subscribes by itself; a reconnection is reported as a gap.
 */
export function createRedisInvalidationBus(publisher: Redis, options: { channel?: string } = {}): SessionInvalidationBus {
  const channel = options.channel ?? SESSION_INVALIDATION_CHANNEL;
  const self = randomUUID();
  const subscriber = publisher.duplicate();
  return {
    publish(message) {
      publisher.publish(channel, JSON.stringify({ from: self, message } satisfies Envelope)).catch((error) => log.warn({ err: error }, 'Session invalidation not sent'));
    },
    async start(handlers) {
      subscriber.on('message', (from, payload: string) => {
        const message = from === channel ? parse(payload, self) : null;
        if (message) handlers.onMessage(message);
      });
      let subscribedOnce = false;
      subscriber.on('ready', () => {
        if (subscribedOnce) handlers.onGap();
        subscribedOnce = true;
      });
      // A lazily connecting client without an offline queue refuses commands until connected.
      if (subscriber.status === 'wait') await subscriber.connect();
      await subscriber.subscribe(channel);
      subscribedOnce = true;
    },
    async close() {
      await subscriber.quit();
    },
  };
}
