import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads the source as the bundler would, enough to tell which message namespaces each route's
 * client components read: a file is client code when it says 'use client' or when client code
 * imports it. Over-counting only sends a few more messages; under-counting is what the test
 * guards against.
 */
const root = process.cwd();
const STATIC = /^(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const BARE = /^import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** One arrow of the import graph: the names taken from `file` (as it exports them), or null for all of it. */
type Edge = { file: string; names: Map<string, string> | null };
type SourceFile = { edges: Edge[]; barrel: boolean; client: boolean; text: string };
const files = new Map<string, SourceFile>();

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** `{ A, B as C }` (and a default): each name as this file sees it, to the name the other file exports. */
function specifiers(clause: string): Map<string, string> | null {
  if (clause.includes('*')) return null;
  const names = new Map<string, string>();
  const braces = clause.match(/\{([^}]*)\}/);
  const outside = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
  if (outside) names.set(outside, 'default');
  for (const part of braces?.[1].split(',') ?? []) {
    const [original, local = original] = part.trim().split(/\s+as\s+/);
    if (original && !original.startsWith('type ')) names.set(local.trim(), original.trim());
  }
  return names;
}

function read(file: string): SourceFile {
  let source = files.get(file);
  if (!source) {
    const text = readFileSync(file, 'utf8');
    const edges: Edge[] = [];
    let reexports = 0;
    for (const [, keyword, typeOnly, clause, spec] of text.matchAll(STATIC)) {
      const target = resolve(file, spec);
      if (keyword === 'export') reexports++;
      if (target && !typeOnly) edges.push({ file: target, names: specifiers(clause) });
    }
    for (const m of text.matchAll(BARE)) {
      const target = resolve(file, m[1] ?? m[2]);
      if (target) edges.push({ file: target, names: null });
    }
    const statements = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').split(';').filter((st) => st.trim()).length;
    source = { edges, barrel: reexports > 0 && reexports === statements, client: /^\s*['"]use client['"]/.test(text), text };
    files.set(file, source);
  }
  return source;
}

type Catalogue = Record<string, unknown>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What one file's code reads of the catalogue, as whole namespaces ('journal') or keys right
 * under one ('recognition.ask'):
 * - a string naming a key of the catalogue ('recognition.ask', `useTranslations('story.picker')`,
 *   a root translator's `t('validation.required')`) reads that key;
 * - `const t = useTranslations('experience')` reads the keys its calls name (`t('share')`,
 *   `t.rich('delete.title')`, `t(\`share.${level}\`)`), and the whole namespace when a call's
 *   key does not start written out or the translator is handed on (`t(kind)`, `words={t}`);
 * - a key built under a namespace (`errors.${code}`), or a translator not kept in a constant,
 *   reads the whole namespace.
 * A string naming no key (`t('recognition.pendingBadge')` under 'journal') is a key relative to
 * a narrower translator, and is counted with it.
 */
function readsOf(text: string, catalogue: Catalogue): string[] {
  const found = new Set<string>();
  const hasKey = (name: string, key: string) => {
    const value = catalogue[name];
    return typeof value === 'object' && value !== null && key in value;
  };
  for (const name of Object.keys(catalogue)) {
    for (const m of text.matchAll(new RegExp(`['"\`]${name}\\.(\\w+)`, 'g'))) if (hasKey(name, m[1])) found.add(`${name}.${m[1]}`);
    if (text.includes(`\`${name}.\${`)) found.add(name);
    const hooks = text.match(new RegExp(`useTranslations\\(\\s*['"]${name}['"]\\s*\\)`, 'g'))?.length ?? 0;
    const kept = [...text.matchAll(new RegExp(`(?:const|let)\\s+(\\w+)\\s*=\\s*useTranslations\\(\\s*['"]${name}['"]\\s*\\)`, 'g'))];
    if (kept.length < hooks) found.add(name);
    for (const declaration of kept) {
      const t = escape(declaration[1]);
      // Its calls: up to where the same name is given another translator (the next function's `t`).
      const from = declaration.index + declaration[0].length;
      const next = text.slice(from).search(new RegExp(`(?:const|let)\\s+${t}\\s*=`));
      const uses = text.slice(from, next < 0 ? undefined : from + next);
      const calls = [...uses.matchAll(new RegExp(`\\b${t}(?:\\.(?:rich|markup|raw|has))?\\(\\s*(?:['"\`](\\w+)[.'"\`])?`, 'g'))];
      const all = uses.match(new RegExp(`\\b${t}\\b`, 'g'))?.length ?? 0;
      if (calls.length < all || calls.some((c) => c[1] === undefined)) found.add(name);
      else for (const c of calls) if (hasKey(name, c[1])) found.add(`${name}.${c[1]}`);
    }
  }
  return [...found];
}

/**
 * What the client code a route file renders reads of the catalogue (its own imports, followed
 * through server files into client ones): whole namespaces and single keys, as `readsOf` says.
 */
export function clientReadsOf(routeFile: string, catalogue: Catalogue): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  /** `wanted`: the names an importer takes, which decide what of a barrel (an index of re-exports) is loaded. */
  const walk = (file: string, inClient: boolean, wanted: Set<string> | null) => {
    const source = read(file);
    const client = inClient || source.client;
    if (source.barrel) {
      for (const edge of source.edges) {
        if (!wanted || !edge.names) walk(edge.file, client, wanted);
        else {
          const taken = [...edge.names].filter(([exported]) => wanted.has(exported)).map(([, original]) => original);
          if (taken.length) walk(edge.file, client, new Set(taken));
        }
      }
      return;
    }
    const key = `${client}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (client) for (const item of readsOf(source.text, catalogue)) used.add(item);
    for (const edge of source.edges) walk(edge.file, client, edge.names && new Set(edge.names.values()));
  };
  walk(path.resolve(root, routeFile), false, null);
  return used;
}

/** Every page, layout, error and not-found file under app/, relative to the project. */
export function routeFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^(page|layout|error|not-found|global-error|loading|template)\.tsx$/.test(entry.name)) found.push(path.relative(root, full));
    }
  };
  walk(path.join(root, 'app'));
  return found.sort();
}
