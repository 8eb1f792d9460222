import 'server-only';
import { z } from 'zod';

const ZServerEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave unset for the embedded PGlite)')
    .optional(),
  PGLITE_DATA_DIR: z.string().default('./data/pglite'),
  TRUST_PROXY: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
});

export type ServerEnv = z.infer<typeof ZServerEnv>;

export function readServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = ZServerEnv.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid backend configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
