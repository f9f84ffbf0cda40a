import { defineConfig } from 'vitest/config';

// One Vitest run covers the unit tests of every workspace and the API integration tests.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web', 'scripts'],
  },
});
