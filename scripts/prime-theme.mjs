import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `npm run theme:prime`: writes components/ui/prime/theme.css, the rules of PrimeReact's
 * lara-light-teal theme that the product's components can draw. The whole theme is 220 KB of CSS
 * for some eighty components; every page loaded it before its first paint, though the product uses
 * about a dozen. A rule stays when each PrimeReact class its selector names is one that a
 * PrimeReact module the product imports (or one of the modules those import) writes, or one the
 * product's own code writes. tests/unit/prime-theme.test.ts regenerates it and fails when the file
 * is stale, so importing another component without running this script fails the unit tests.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const THEME = 'node_modules/primereact/resources/themes/lara-light-teal/theme.css';
export const OUTPUT = 'components/ui/prime/theme.css';
const SOURCES = ['app', 'components', 'lib'];
const CLASS = /\bp-[a-z][a-z0-9-]*/g;

const sourceFiles = (dir) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) && file !== OUTPUT ? [file] : [];
  });

const moduleCode = (name) => readFileSync(path.join(ROOT, 'node_modules/primereact', name, `${name}.esm.js`), 'utf8');
/** The PrimeReact classes a module's code writes. */
const moduleClasses = (name) => [...new Set(moduleCode(name).match(CLASS) ?? [])];
/** The PrimeReact classes a style sheet's selectors name. */
export const themeClasses = (css) => new Set([...css.matchAll(/\.(p-[a-z0-9-]+)/g)].map((m) => m[1]));
const importedModules = (code) => [...code.matchAll(/['"]primereact\/([a-z]+)['"]/g)].map((m) => m[1]).filter((name) => name !== 'resources');

/** The PrimeReact modules the product imports, with every module they import in turn. */
export function usedModules() {
  const found = new Set(SOURCES.flatMap(sourceFiles).flatMap((file) => importedModules(readFileSync(path.join(ROOT, file), 'utf8'))));
  for (const name of found) for (const dependency of importedModules(moduleCode(name))) found.add(dependency);
  return [...found].sort();
}

/**
 * The PrimeReact classes the product can draw. A class written as a prefix ('p-button-' + severity)
 * allows every class it starts.
 */
export function drawnClasses(modules = usedModules()) {
  const names = new Set([
    ...modules.flatMap(moduleClasses),
    ...SOURCES.flatMap(sourceFiles).flatMap((file) => readFileSync(path.join(ROOT, file), 'utf8').match(CLASS) ?? []),
  ]);
  const prefixes = [...names].filter((name) => name.endsWith('-'));
  return (name) => names.has(name) || prefixes.some((prefix) => name.startsWith(prefix));
}

/** The theme's rules as a tree: { selector, body } for a rule, { selector, children } for @media and @layer. */
function parse(css, start = 0) {
  const nodes = [];
  let at = start;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    const close = css.indexOf('}', at);
    if (close !== -1 && (open === -1 || close < open)) return { nodes, end: close + 1 };
    if (open === -1) break;
    const selector = css.slice(at, open).trim();
    if (/^@(media|layer|supports)/.test(selector)) {
      const inner = parse(css, open + 1);
      nodes.push({ selector, children: inner.nodes });
      at = inner.end;
    } else {
      // Declarations hold no braces, and a @keyframes' steps are one level deeper.
      let depth = 1;
      let end = open + 1;
      for (; depth > 0; end++) depth += css[end] === '{' ? 1 : css[end] === '}' ? -1 : 0;
      nodes.push({ selector, body: css.slice(open + 1, end - 1) });
      at = end;
    }
  }
  return { nodes, end: css.length };
}

/** Splits a selector list at its top-level commas. */
const selectorList = (selector) => {
  const parts = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < selector.length; i++) {
    if (selector[i] === '(') depth++;
    else if (selector[i] === ')') depth--;
    else if (selector[i] === ',' && depth === 0) {
      parts.push(selector.slice(from, i).trim());
      from = i + 1;
    }
  }
  return [...parts, selector.slice(from).trim()];
};

const keep = (nodes, isDrawn) =>
  nodes.flatMap((node) => {
    // The product draws its text in the phone's font (app/globals.css): the theme's Inter is never fetched.
    if (node.selector.startsWith('@font-face')) return [];
    if (node.selector.startsWith('@keyframes')) return [node];
    if (node.children) {
      const children = keep(node.children, isDrawn);
      return children.length ? [{ ...node, children }] : [];
    }
    const selectors = selectorList(node.selector).filter((s) => [...themeClasses(s)].every(isDrawn));
    return selectors.length ? [{ ...node, selector: selectors.join(',\n') }] : [];
  });

const print = (nodes, indent = '') =>
  nodes
    .map((node) =>
      node.children
        ? `${indent}${node.selector} {\n${print(node.children, `${indent}  `)}\n${indent}}`
        : `${indent}${node.selector.replaceAll('\n', `\n${indent}`)} {${node.body.replace(/\s+$/, '')}\n${indent}}`,
    )
    .join('\n');

/** The subset's text: the theme's rules the product can draw, and the keyframes they may name. */
export function themeSubset(isDrawn = drawnClasses()) {
  const css = readFileSync(path.join(ROOT, THEME), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const header = `/* Generated by scripts/prime-theme.mjs (npm run theme:prime) from primereact's lara-light-teal theme: do not edit. */\n`;
  return `${header}${print(keep(parse(css).nodes, isDrawn))}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(path.join(ROOT, OUTPUT), themeSubset());
  console.log(`${OUTPUT}: ${usedModules().join(', ')}`);
}
