import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // Web code imports its own modules through the '@' alias, as in apps/web/vite.config.ts.
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
          ],
          environment: 'node',
          // Some unit tests run Festival or the sentence encoder: seconds on a busy machine. Speed is a benchmark's
          // business, so a loaded machine must not turn it into a failure.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.test.ts', 'packages/engine/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        // Benchmarks (npm run bench:interview): real server, database and speech tools; they print their figures
        // and check the goals of docs/benchmarks.md. Not part of npm test: a speed goal is not a test.
        test: {
          name: 'bench',
          include: ['apps/server/bench/**/*.bench.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
