// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * An operator installs with `npm install --omit=dev` (the Dockerfile does): every package the
 * running product imports must then be there. Reads the imports of what runs in production
 * (server/, lib/, app/, components/, proxy.ts, scripts/*.mjs) and of the process scripts.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string>; scripts: Record<string, string> };

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sources(full);
    return /\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts') ? [full] : [];
  });
}

const runtimeFiles = [
  ...['server', 'lib', 'app', 'components'].flatMap((dir) => sources(path.join(root, dir))),
  path.join(root, 'proxy.ts'),
  path.join(root, 'next.config.ts'),
  ...readdirSync(path.join(root, 'scripts')).filter((name) => name.endsWith('.mjs')).map((name) => path.join(root, 'scripts', name)),
];

/** `import x from 'pkg/sub'`, `export … from`, `import('pkg')`: type-only imports are erased and left out. */
function importedPackages(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]);
  return specifiers
    .filter((s) => !s.startsWith('.') && !s.startsWith('@/') && !s.startsWith('node:') && !builtinModules.includes(s.split('/')[0]))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]));
}

describe('a production install', () => {
  it('has every package the running product imports', () => {
    const missing = runtimeFiles.flatMap((file) => importedPackages(file).filter((name) => !(name in pkg.dependencies)).map((name) => `${path.relative(root, file)}: ${name}`));
    expect(missing).toEqual([]);
  });

  it("has the runner of the backend's processes", () => {
    for (const script of ['start:api', 'start:worker', 'migrate']) {
      expect(pkg.scripts[script]).toMatch(/--import tsx /);
    }
    expect(pkg.dependencies).toHaveProperty('tsx');
  });
});
