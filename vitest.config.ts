// Vitest settings on top of the client build's config (vite.config.ts keeps e2e excluded):
// unit tests beside the code, integration and CLI tests under test/.
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      // Two cores: two test files at a time; integration suites spend much of their time waiting on databases.
      fileParallelism: true,
      maxWorkers: 2,
      testTimeout: 20_000,
      hookTimeout: 30_000,
    },
  }),
);
