import 'server-only';
import type { Context } from 'hono';
import type { Database } from '../db/client';
import type { AuthSession } from '../modules/accounts';
import type { BadgeSettings } from '../modules/credentials';
import type { DataExportRunner } from '../modules/data-exports';
import type { MailSender } from '../modules/mail';
import type { PdfRunner } from '../modules/pdf';
import type { PlacesService } from '../modules/places';
import type { AfterAnswer } from '../platform/after-answer';
import type { RateLimiter } from '../platform/rate-limit';
import type { OutboundPolicy } from '../platform/outbound-address';
import type { SecretBox } from '../platform/secret-box';
import type { SessionCache } from '../modules/accounts';
import type { Logger } from '../platform/logger';
import type { Metrics } from '../platform/metrics';
import type { Storage } from '../platform/storage';
import type { ReadinessParts } from '../platform/readiness';
import type { UnsplashClient } from '../modules/pictures';

export type AppDeps = {
  db: Database;
  rateLimiter: RateLimiter;
  /** Recently resolved sessions (modules/accounts/session-cache.ts). */
  sessionCache: SessionCache;
  /** Trust X-Forwarded-Host/-For: true when only the front end (or a load balancer) can reach us. */
  trustProxy: boolean;
  /** Name of the httpOnly cookie the web front end keeps the token in. */
  sessionCookie: string;
  /** Where re-encoded pictures are kept (local disk by default). */
  storage: Storage;
  /** Location search: Mapbox when configured, the offline gazetteer otherwise. */
  places: PlacesService;
  /** null when no Unsplash key is configured: the feature is off. */
  unsplash: UnsplashClient | null;
  /** Delivers the outbox (modules/mail/sender.ts); routes wake it after queueing a mail. */
  mail: MailSender;
  /** Runs queued PDF jobs (modules/pdf/pdf-runner.ts); routes wake it after queueing one. */
  pdfs: PdfRunner;
  /** Work done after the answer, so that its length tells a caller nothing (sign-ups, reset requests). */
  afterAnswer: AfterAnswer;
  /** Builds queued data exports (modules/data-exports/export-runner.ts); routes wake it after queueing one. */
  dataExports: DataExportRunner;
  /** The web front end's origin without a community (http://localhost:3000): mail links are built on it, never on a request's Host. */
  appOrigin: string;
  /** Seals and opens stored third-party secrets (training centers' OAuth clients). */
  secrets: SecretBox;
  /** Which addresses a training center may have, checked on save and on every connection (platform/outbound-address.ts). */
  platformAddresses: OutboundPolicy;
  /** Seals and opens the communities' Open Badges signing keys, under the badges master key. */
  badgeKeys: SecretBox;
  /** This process's Prometheus registry (platform/metrics.ts): requests are observed into it. */
  metrics: Metrics;
  /** The deployment's Redis, asked by the readiness probe; null without one. */
  redis: ReadinessParts['redis'];
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    hostSlug: string | null;
    auth: AuthSession | null;
    authVia: 'header' | 'cookie' | null;
    /** A token came with the request but is unknown, expired or revoked. */
    tokenRejected: boolean;
    /** From the load balancer or the web server, or made here: in every log line of the request. */
    requestId: string;
    /** The process's logger with the request id. */
    log: Logger;
  };
};

export type AppContext = Context<AppEnv>;

/** What issuing and verifying credentials need from the deployment (modules/credentials). */
export const badgeSettings = (deps: AppDeps): BadgeSettings => ({ appOrigin: deps.appOrigin, keyBox: deps.badgeKeys });

export function requestHost(c: AppContext): string {
  const forwarded = c.get('deps').trustProxy ? c.req.header('x-forwarded-host') : undefined;
  return (forwarded ?? c.req.header('host') ?? '').split(',')[0].trim();
}

export function clientAddress(c: AppContext): string {
  const forwarded = c.get('deps').trustProxy ? c.req.header('x-forwarded-for') : undefined;
  if (forwarded) return forwarded.split(',')[0].trim();
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
