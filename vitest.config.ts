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
          // A migrated PGlite dumped once for the run; each file's database loads it (PGlite only).
          globalSetup: ['tests/support/pglite-snapshot.ts'],
          // A worker imports the server once for all its files: isolated, every file paid about two
          // seconds to load it again, a third of the suite's time on PGlite. Each file still opens a
          // database and an app of its own (startTestApi); a file that changes the environment puts it back.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file has a database of its own. On PostgreSQL a file mostly waits on the server's
          // round trips, so three workers keep the two cores busy (11 min with one; 8 min with three
          // on a machine busy with other work). On PGlite the database runs on the worker's own CPU:
          // a second worker sharing the two cores pushed the failure-mode tests' one-second bounds
          // and some setup hooks over their limits.
          maxWorkers: process.env.DATABASE_URL ? 3 : 1,
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
