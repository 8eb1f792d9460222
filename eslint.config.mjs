import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', 'data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**'] },
  {
    // The front end never reaches into the backend; only shared contracts (lib/validation, lib/tenancy) cross.
    files: ['app/**', 'components/**', 'lib/**', 'proxy.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/server/*', '**/server/*'], message: 'The front end talks to the backend through lib/api only.' }] }],
    },
  },
  {
    // Tests read arbitrary JSON answers (OpenAPI documents, error bodies) and assert their shape.
    files: ['tests/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The backend never imports UI code.
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*', '@/components/*', '@/lib/api/*', '@/lib/stores/*', '@/lib/hooks/*'], message: 'server/ may import only shared contracts from lib/validation and lib/tenancy.' }] },
      ],
    },
  },
];

export default config;
