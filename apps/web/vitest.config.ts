import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
