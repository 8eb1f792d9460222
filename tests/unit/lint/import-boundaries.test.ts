// @vitest-environment node
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.mjs, tried on source text as if it stood at a given path:
 * each forbidden arrow must fail the lint, and its allowed neighbour must pass.
 */
// The cycle rule follows imports on disk, and source text at a made-up path has none: it is tried on real files below.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  // The first lint loads the TypeScript parser and every plugin: seconds on a busy machine.
  beforeAll(() => eslint.lintText('export {};\n', { filePath: 'lib/warm-up.ts' }), 60_000);

  it.each([
    ['server/platform/example.ts', "import { HttpError } from '../http/errors';\nexport const e = HttpError;\n"],
    ['server/platform/example.ts', "import { HttpError } from '@/server/http/errors';\nexport const e = HttpError;\n"],
    ['server/platform/example.ts', "import { login } from '../modules/accounts';\nexport const l = login;\n"],
    ['server/db/example.ts', "import { login } from '../modules/accounts/auth';\nexport const l = login;\n"],
    // A module uses another only through its public entry, whatever the path's spelling or depth.
    ['server/modules/recognitions/example.ts', "import { loadExperiences } from '../experiences/serializer';\nexport const l = loadExperiences;\n"],
    ['server/modules/pdf/render/example.tsx', "import { issueCredential } from '../../credentials/issuing';\nexport const i = issueCredential;\n"],
    ['server/modules/journals/example.ts', "import { loadExperiences } from '@/server/modules/experiences/serializer';\nexport const l = loadExperiences;\n"],
    // The backend imports only lib/shared from outside server/.
    ['server/modules/journals/example.ts', "import { routing } from '@/lib/i18n/routing';\nexport const r = routing;\n"],
    ['server/http/example.ts', "import { routing } from '../../lib/i18n/routing';\nexport const r = routing;\n"],
    ['lib/shared/validation/example.ts', "import { routing } from '@/lib/i18n/routing';\nexport const r = routing;\n"],
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
    ['server/http/example.ts', "import { notFound } from '../platform/errors';\nexport const n = notFound;\n"],
    ['server/platform/example.ts', "import { openDatabase } from '../db/client';\nexport const o = openDatabase;\n"],
    ['server/seed/example.ts', "import { hashPassword } from '../modules/accounts';\nexport const h = hashPassword;\n"],
    ['server/modules/recognitions/example.ts', "import { loadExperiences } from '../experiences';\nexport const l = loadExperiences;\n"],
    ['server/modules/recognitions/example.ts', "import { operation } from '../../http/operation';\nexport const o = operation;\n"],
    ['server/modules/pdf/render/example.tsx', "import { storyPdfData } from '../pdf-data';\nexport const s = storyPdfData;\n"],
    ['server/modules/journals/example.ts', "import { ZUser } from '@/lib/shared/validation/user';\nexport const z = ZUser;\n"],
    ['lib/shared/validation/example.ts', "import { LOCALES } from '@/lib/shared/i18n/locales';\nexport const l = LOCALES;\n"],
    ['components/dashboard/example.tsx', "import { JournalSection } from '@/components/journal';\nexport const j = JournalSection;\n"],
    ['components/journal/example.tsx', "import { TagList } from '@/components/ui/tag-list';\nexport const t = TagList;\n"],
    ['components/experience/example.tsx', "import { PageMeta } from '@/components/layout/page-meta';\nexport const p = PageMeta;\n"],
    ['components/experience/wizard/example.tsx', "import { useExperienceDraft } from '../draft/draft-store';\nexport const u = useExperienceDraft;\n"],
    ['components/journal/example.tsx', "import { CardMenu } from './card-menu';\nexport const c = CardMenu;\n"],
    ['components/ui/example.tsx', "import { UserAvatar } from '@/components/ui/user-avatar';\nexport const u = UserAvatar;\n"],
  ])('%s may import %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });

  // PrimeReact names an overlay's close button "Close" in English: its overlays come through
  // components/ui/prime, which names it in the page's language.
  const OVERLAYS = ['dialog', 'confirmdialog', 'confirmpopup', 'sidebar', 'overlaypanel', 'galleria', 'image'];
  it.each(OVERLAYS.flatMap((overlay) => ['components/journal/example.tsx', 'components/ui/example.tsx', 'app/[locale]/example/page.tsx'].map((file) => [file, overlay])))(
    '%s may not import primereact/%s directly',
    async (filePath, overlay) => {
      expect(await restrictedImports(filePath, `import * as Overlay from 'primereact/${overlay}';\nexport const o = Overlay;\n`)).toHaveLength(1);
    },
  );

  it.each(['dialog', 'confirmdialog'])('a feature may import the shared %s of components/ui/prime, which may import PrimeReact\'s', async (overlay) => {
    expect(await restrictedImports('components/journal/example.tsx', `import * as Overlay from '@/components/ui/prime/${overlay}';\nexport const o = Overlay;\n`)).toEqual([]);
    expect(await restrictedImports(`components/ui/prime/example.tsx`, `import * as Overlay from 'primereact/${overlay}';\nexport const o = Overlay;\n`)).toEqual([]);
  });

  describe('an import cycle', () => {
    // Real files: the cycle rule follows imports on disk.
    const folder = path.join(process.cwd(), 'server/modules/zz-lint-cycle');
    afterAll(() => rm(folder, { recursive: true, force: true }));

    it('fails the lint, through a module entry as directly', async () => {
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'index.ts'), "export { a } from './a';\n");
      await writeFile(path.join(folder, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
      await writeFile(path.join(folder, 'b.ts'), "import { a } from '.';\nexport const b = (): unknown => a;\n");
      const results = await new ESLint({ cwd: process.cwd() }).lintFiles([path.join(folder, 'a.ts'), path.join(folder, 'b.ts')]);
      const cycles = results.flatMap((r) => r.messages).filter((m) => m.ruleId === 'import/no-cycle');
      expect(cycles).toHaveLength(2);
    }, 60_000);
  });
});
