import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Import boundaries (ARCHITECTURE.md, STYLE.md §3, §18, §20), each a `no-restricted-imports`
 * pattern. ESLint keeps only the last matching config's options for a rule, so every scope
 * below lists all of the patterns that apply to it.
 */
const FRONT_END_ONLY = { group: ['@/server/*', '**/server/*'], message: 'The front end talks to the backend through lib/api only.' };
/** What both halves share lives in lib/shared: the only code outside server/ the backend may import (and messages/). */
const BACKEND_ONLY = {
  regex: '^@/(?!lib/shared/|server/|messages/)',
  message: 'server/ may import only lib/shared (what both halves share) and its own files.',
};
const BACKEND_ONLY_RELATIVE = {
  regex: '^(\\.\\./)+(app|components|lib/(?!shared/)|proxy|scripts)',
  message: BACKEND_ONLY.message,
};
/** lib/shared is imported by both halves, so it imports neither. */
const SHARED_STANDS_ALONE = {
  regex: '^@/(?!lib/shared/|messages/)',
  message: 'lib/shared imports only itself: both the browser and the backend load it.',
};
const PLATFORM_BELOW_HTTP = {
  group: ['../http/*', '../../http/*', '@/server/http/*', '../modules/*', '@/server/modules/*'],
  message: 'server/platform is what every module uses: it throws domain errors (platform/errors.ts), knows no HTTP and no module.',
};
/**
 * A module is used through its public entry (server/modules/<name>/index.ts): another module's
 * files are its own business. Relative paths from a module's top folder and from one folder below.
 */
const MODULE_ENTRY_ONLY_TOP = { regex: '^\\.\\./(?!\\.)[^/]+/', message: "Another module only through its public entry ('../<module>'), never its files." };
const MODULE_ENTRY_ONLY_NESTED = { regex: '^\\.\\./\\.\\./(?!\\.)[^/]+/', message: MODULE_ENTRY_ONLY_TOP.message };
const MODULE_ENTRY_ONLY_ALIAS = { regex: '^@/server/modules/[^/]+/', message: MODULE_ENTRY_ONLY_TOP.message };
const DB_BELOW_SERVICES = {
  // The logger is the one piece of the platform below the database: a dropped connection is logged like anything else.
  group: ['../modules/*', '../platform/*', '!../platform/logger', '../seed/*', '../http/*', '@/server/modules/*', '@/server/platform/*', '!@/server/platform/logger', '@/server/seed/*', '@/server/http/*'],
  message: 'server/db holds schema, client and migrations only (and logs through platform/logger); seeds and fixtures live in server/seed.',
};

/**
 * Features side by side (STYLE §20). A folder of components/ is a feature (journal, experience,
 * auth, dashboard…) and uses only components/ui, components/layout, and another feature through
 * its public entry, `@/components/<feature>` (its index.ts, listing what others may use), or not
 * at all. A feature reaches its own files relatively; a relative path never leaves the feature.
 * components/ui is what features share, so it imports no feature (nor layout).
 */
const FEATURE_ENTRY_ONLY = {
  regex: '^@/components/(?!ui/|layout/)[^/]+/',
  message: 'Another feature only through its public entry (@/components/<feature>); shared pieces live in components/ui.',
};
const OUT_OF_FEATURE_FROM_TOP = { regex: '^\\.\\./', message: 'A relative import stays inside its feature; use @/components/ui or a feature entry.' };
const OUT_OF_FEATURE_FROM_SUBFOLDER = { regex: '^(\\.\\./){2,}', message: OUT_OF_FEATURE_FROM_TOP.message };
const UI_IMPORTS_NO_FEATURE = { regex: '^@/components/(?!ui/)', message: 'components/ui is shared by every feature and imports none of them.' };

/**
 * PrimeReact's rippling components and its overlays come through components/ui/prime: there they
 * ripple (spec §9) and an overlay's close button is named in the page's language (PrimeReact's
 * own name for it is English).
 */
const PRIME_THROUGH_UI = {
  group: [
    'primereact/button',
    'primereact/toast',
    'primereact/paginator',
    'primereact/autocomplete',
    'primereact/dialog',
    'primereact/confirmdialog',
    'primereact/confirmpopup',
    'primereact/sidebar',
    'primereact/overlaypanel',
    'primereact/galleria',
    'primereact/image',
  ],
  message: "Import PrimeReact's rippling components and overlays through components/ui/prime: there they ripple (spec §9) and their close button speaks the page's language.",
};

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'bench/*/.next/**', 'node_modules/**', 'data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**'] },
  // The front end never reaches into the backend; what both halves share lives in lib/shared.
  { files: ['lib/**', 'proxy.ts'], rules: restrict(FRONT_END_ONLY) },
  // lib/ only names PrimeReact's types (its stores); what draws them lives in app/ and components/.
  { files: ['app/**', 'components/**'], rules: restrict(FRONT_END_ONLY, PRIME_THROUGH_UI) },
  { files: ['components/*/*.{ts,tsx}'], rules: restrict(FRONT_END_ONLY, FEATURE_ENTRY_ONLY, OUT_OF_FEATURE_FROM_TOP, PRIME_THROUGH_UI) },
  { files: ['components/*/*/**/*.{ts,tsx}'], rules: restrict(FRONT_END_ONLY, FEATURE_ENTRY_ONLY, OUT_OF_FEATURE_FROM_SUBFOLDER, PRIME_THROUGH_UI) },
  { files: ['components/ui/**'], rules: restrict(FRONT_END_ONLY, UI_IMPORTS_NO_FEATURE, OUT_OF_FEATURE_FROM_TOP, PRIME_THROUGH_UI) },
  // The one place that imports them directly.
  { files: ['components/ui/prime/**'], rules: restrict(FRONT_END_ONLY, UI_IMPORTS_NO_FEATURE, OUT_OF_FEATURE_FROM_TOP) },
  {
    // Tests read arbitrary JSON answers (OpenAPI documents, error bodies) and assert their shape.
    files: ['tests/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // The backend never imports UI code; its layers only point down: modules → http → platform → db.
  { files: ['server/**'], rules: restrict(BACKEND_ONLY, BACKEND_ONLY_RELATIVE) },
  { files: ['server/http/**'], rules: restrict(BACKEND_ONLY, BACKEND_ONLY_RELATIVE, MODULE_ENTRY_ONLY_ALIAS) },
  { files: ['server/modules/*/*.{ts,tsx}'], rules: restrict(BACKEND_ONLY, BACKEND_ONLY_RELATIVE, MODULE_ENTRY_ONLY_TOP, MODULE_ENTRY_ONLY_ALIAS) },
  { files: ['server/modules/*/*/*.{ts,tsx}'], rules: restrict(BACKEND_ONLY, BACKEND_ONLY_RELATIVE, MODULE_ENTRY_ONLY_NESTED, MODULE_ENTRY_ONLY_ALIAS) },
  { files: ['server/platform/**'], rules: restrict(BACKEND_ONLY, BACKEND_ONLY_RELATIVE, PLATFORM_BELOW_HTTP) },
  { files: ['server/db/**'], rules: restrict(BACKEND_ONLY, BACKEND_ONLY_RELATIVE, DB_BELOW_SERVICES) },
  { files: ['lib/shared/**'], rules: restrict(FRONT_END_ONLY, SHARED_STANDS_ALONE) },
  // No import cycle anywhere in the code that runs (a cycle through a module's entry fails at start).
  {
    files: ['app/**', 'components/**', 'lib/**', 'server/**', 'proxy.ts'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
];

export default config;
