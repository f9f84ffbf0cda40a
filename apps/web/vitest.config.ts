import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    // component tests (*.test.tsx) say `@vitest-environment happy-dom` in their first line
    environment: 'node',
    // a component test drives a DOM with many events: room for a busy two-core machine
    testTimeout: 20_000,
    deps: {
      optimizer: {
        // the UI libraries load as one bundled file each instead of hundreds of modules per test file
        client: {
          enabled: true,
          include: [
            'lucide-react',
            'radix-ui',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'date-fns',
            '@date-fns/tz',
            'embla-carousel-react',
            'react-image-crop',
          ],
        },
      },
    },
  },
});
