// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

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
  // The first lint loads the TypeScript parser and every plugin: seconds on a busy machine.
  beforeAll(() => eslint.lintText('export {};\n', { filePath: 'lib/warm-up.ts' }), 60_000);

  it.each([
    ['server/services/example.ts', "import { HttpError } from '../http/errors';\nexport const e = HttpError;\n"],
    ['server/services/example.ts', "import { HttpError } from '@/server/http/errors';\nexport const e = HttpError;\n"],
    ['server/db/example.ts', "import { login } from '../services/auth';\nexport const l = login;\n"],
    ['server/db/example.ts', "import { createUser } from '../seed/fixtures';\nexport const c = createUser;\n"],
    ['server/http/example.ts', "import { browserApi } from '@/lib/api/client';\nexport const b = browserApi;\n"],
    ['components/journal/example.tsx', "import { openDatabase } from '@/server/db/client';\nexport const o = openDatabase;\n"],
    // Features side by side: another feature's internals, by alias or by a relative path out of the feature.
    ['components/journal/example.tsx', "import { ExperienceActions } from '@/components/experience/experience-actions';\nexport const e = ExperienceActions;\n"],
    ['components/journal/example.tsx', "import { useExperienceDraft } from '@/components/experience/draft/draft-store';\nexport const u = useExperienceDraft;\n"],
    ['components/journal/example.tsx', "import { ExperienceCard } from '../experience/experience-card';\nexport const e = ExperienceCard;\n"],
    ['components/dashboard/example.tsx', "import { JournalList } from '@/components/journal/journal-list';\nexport const j = JournalList;\n"],
    ['components/experience/wizard/example.tsx', "import { CardMenu } from '../../journal/card-menu';\nexport const c = CardMenu;\n"],
    ['components/layout/example.tsx', "import { LogoutButton } from '@/components/auth/logout-button';\nexport const l = LogoutButton;\n"],
    ['components/ui/example.tsx', "import { JournalSection } from '@/components/journal';\nexport const j = JournalSection;\n"],
    ['components/ui/example.tsx', "import { PageMeta } from '@/components/layout/page-meta';\nexport const p = PageMeta;\n"],
  ])('%s may not import %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['server/http/example.ts', "import { notFound } from '../services/errors';\nexport const n = notFound;\n"],
    ['server/services/example.ts', "import { openDatabase } from '../db/client';\nexport const o = openDatabase;\n"],
    ['server/seed/example.ts', "import { hashPassword } from '../services/passwords';\nexport const h = hashPassword;\n"],
    ['components/dashboard/example.tsx', "import { JournalSection } from '@/components/journal';\nexport const j = JournalSection;\n"],
    ['components/journal/example.tsx', "import { TagList } from '@/components/ui/tag-list';\nexport const t = TagList;\n"],
    ['components/experience/example.tsx', "import { PageMeta } from '@/components/layout/page-meta';\nexport const p = PageMeta;\n"],
    ['components/experience/wizard/example.tsx', "import { useExperienceDraft } from '../draft/draft-store';\nexport const u = useExperienceDraft;\n"],
    ['components/journal/example.tsx', "import { CardMenu } from './card-menu';\nexport const c = CardMenu;\n"],
    ['components/ui/example.tsx', "import { UserAvatar } from '@/components/ui/user-avatar';\nexport const u = UserAvatar;\n"],
  ])('%s may import %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
