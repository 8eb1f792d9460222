// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.mjs, tried on source text as if it stood at a given path:
 * each forbidden arrow must fail the lint, and its allowed neighbour must pass.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['server/services/example.ts', "import { HttpError } from '../http/errors';\nexport const e = HttpError;\n"],
    ['server/services/example.ts', "import { HttpError } from '@/server/http/errors';\nexport const e = HttpError;\n"],
    ['server/db/example.ts', "import { login } from '../services/auth';\nexport const l = login;\n"],
    ['server/db/example.ts', "import { createUser } from '../seed/fixtures';\nexport const c = createUser;\n"],
    ['server/http/example.ts', "import { browserApi } from '@/lib/api/client';\nexport const b = browserApi;\n"],
    ['components/journal/example.tsx', "import { openDatabase } from '@/server/db/client';\nexport const o = openDatabase;\n"],
  ])('%s may not import %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['server/http/example.ts', "import { notFound } from '../services/errors';\nexport const n = notFound;\n"],
    ['server/services/example.ts', "import { openDatabase } from '../db/client';\nexport const o = openDatabase;\n"],
    ['server/seed/example.ts', "import { hashPassword } from '../services/passwords';\nexport const h = hashPassword;\n"],
  ])('%s may import %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
