import 'server-only';
import { z } from 'zod';

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_VARIABLES = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const;
const POOL_MAX_MESSAGE = 'must be a whole number from 1 to 500';

const ZServerEnvFields = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    API_HOST: z.string().default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave unset for the embedded PGlite)')
      .optional(),
    PGLITE_DATA_DIR: z.string().default('./data/pglite'),
    /** pino's levels; `silent` logs nothing. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Set: GET /metrics (Prometheus) on this port, apart from the API's port. Unset: no metrics listener. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Where the metrics port listens: loopback unless a scraper elsewhere must reach it. */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** PostgreSQL connections one process may hold: instances × this must stay under the server's max_connections. */
    DATABASE_POOL_MAX: z.coerce.number({ error: POOL_MAX_MESSAGE }).int(POOL_MAX_MESSAGE).min(1, POOL_MAX_MESSAGE).max(500, POOL_MAX_MESSAGE).default(10),
    /** false: a release step runs `npm run migrate` before the processes start, and they leave the schema alone. */
    MIGRATE_ON_START: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
    /** false: the API only queues PDFs, mails and exports, and dedicated workers (`npm run start:worker`) run them. */
    RUN_JOBS: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
    /** Where a worker answers /healthz and /readyz: it serves no API. */
    WORKER_HOST: z.string().min(1).default('127.0.0.1'),
    WORKER_PORT: z.coerce.number().int().min(1).max(65535).default(4001),
    TRUST_PROXY: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
    SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
    /** Set: rate limits live in this Redis, shared by every backend instance. Unset: in this process's memory. */
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
    /** Where the local disk storage keeps the re-encoded pictures when no S3 bucket is configured. */
    UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
    /** The S3_ variables together: stored files go to this bucket, shared by every backend instance. */
    S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 lowercase letters, digits, dots, hyphens)').optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Unset: Amazon S3; set: the URL of an S3-compatible service. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    /** Set: location search goes through Mapbox geocoding. Unset: the offline gazetteer answers. */
    MAPBOX_TOKEN: z.string().min(1).optional(),
    /** Set: the Unsplash image search is offered; unset, GET /v2/features says so and the UI hides it. */
    UNSPLASH_ACCESS_KEY: z.string().min(1).optional(),
    /** Unsplash's API; another origin (a stand-in in the tests) is called instead, and its photos and download links alone accepted. */
    UNSPLASH_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.unsplash.com'),
    /** Set: mails go out through this SMTP server. Unset: they stay in the outbox, readable by the community's admins. */
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().min(3).default('Journal <no-reply@localhost>'),
    /** The web front end's origin without a community; a community's links go to its sub-domain of it. */
    APP_ORIGIN: z.url().default('http://localhost:3000'),
    /** 32 bytes in base64 sealing stored third-party secrets (platform/secret-box.ts); every backend of a deployment needs the same. */
    SECRETS_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64 (openssl rand -base64 32)')
      .optional(),
    /** Development only: training centers may have http and loopback or private addresses (a Moodle on this machine). */
    LEARNING_PLATFORM_ALLOW_LOCAL: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    /** Without SECRETS_KEY: the key is made once and kept here. */
    SECRETS_KEY_FILE: z.string().min(1).default('./data/secrets.key'),
    /** 32 bytes in base64 sealing each community's Open Badges signing key (modules/credentials); every backend of a deployment needs the same. */
    BADGES_MASTER_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64 (openssl rand -base64 32)')
      .optional(),
    /** Without BADGES_MASTER_KEY: the key is made once and kept here. */
    BADGES_MASTER_KEY_FILE: z.string().min(1).default('./data/badges-master.key'),
  });

/** Every variable the backend reads (compose.yaml is checked against them). */
export const SERVER_ENV_VARIABLES = Object.keys(ZServerEnvFields.shape);

const ZServerEnv = ZServerEnvFields
  .superRefine((env, ctx) => {
    // Half a bucket configuration would quietly keep files on this machine's disk: refuse to start.
    const given = S3_VARIABLES.filter((name) => env[name] !== undefined);
    if (given.length === 0) return;
    for (const name of S3_REQUIRED) {
      if (env[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: `is required with ${given.join(', ')} (set all of ${S3_REQUIRED.join(', ')} or no S3_ variable)` });
    }
  })
  .transform(({ S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_ENDPOINT, S3_FORCE_PATH_STYLE, ...env }) => ({
    ...env,
    /** null: files stay on the local disk under UPLOADS_DIR. */
    s3:
      S3_BUCKET && S3_REGION && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? {
            bucket: S3_BUCKET,
            region: S3_REGION,
            accessKeyId: S3_ACCESS_KEY_ID,
            secretAccessKey: S3_SECRET_ACCESS_KEY,
            endpoint: S3_ENDPOINT,
            forcePathStyle: S3_FORCE_PATH_STYLE === 'true',
          }
        : null,
  }));

export type ServerEnv = z.infer<typeof ZServerEnv>;

export function readServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = ZServerEnv.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid backend configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
