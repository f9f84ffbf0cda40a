import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    // component tests (*.test.tsx) say `@vitest-environment jsdom` in their first line
    environment: 'node',
    // a component test drives a DOM with many events: room for a busy two-core machine
    testTimeout: 20_000,
  },
});
