import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(__dirname),
  'server-only': path.resolve(__dirname, 'tests/support/server-only.ts'),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['tests/support/setup-dom.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file has a database of its own. On PGlite the database runs on the worker's own
          // CPU, so two workers fill the two cores; on PostgreSQL a file mostly waits on the
          // server's round trips, and a third worker keeps the cores busy meanwhile.
          maxWorkers: process.env.DATABASE_URL ? 3 : 2,
        },
      },
      {
        // Processes started as an operator would, on PostgreSQL and Redis, after the production build.
        extends: true,
        test: { name: 'ops', include: ['tests/ops/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 120_000, fileParallelism: false },
      },
    ],
  },
});
