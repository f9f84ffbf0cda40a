import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { preloadFonts } from './preload-fonts.ts';
import { prerenderPages } from './prerender.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadFonts(['fraunces-latin-wght-normal-']),
    prerenderPages({
      landing: { path: '/', route: 'src/app/routes/landing-page.tsx' },
      events: { path: '/events', route: 'src/app/routes/events-page.tsx' },
      // any id: a dinner's first screen is its loading state until its data is read (decision 047)
      event: { path: '/event/1', route: 'src/app/routes/event-detail-page.tsx' },
      // the host's pages on a phone: their heading at once, their chunks early (decision 070)
      'table-mode': {
        route: 'src/app/routes/table-mode-page.tsx',
        signedIn: { title: 'Table mode', loading: 'Loading the table' },
      },
      earnings: {
        route: 'src/app/routes/earnings-page.tsx',
        signedIn: { title: 'Earnings', loading: 'Loading your earnings' },
      },
    }),
    precompress(),
  ],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // index.html preloads the entry's chunks; a lazy page does not preload its own from script:
    // inserting those links cost more main-thread time than the round trip it saves (decision 037)
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      // @storytable/domain is pure (no I/O, no globals), and zod schema builders are pure calls:
      // schemas the landing page does not use (forms that load later) stay out of its bundle.
      // (So a bare `z.config(...)` call made only for its effect would be dropped: don't.)
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
      // react-dom, and the data and routing libraries every page starts with, in chunks of their
      // own: a prerendered page evaluates each chunk in a task of its own (decision 037)
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            {
              name: 'router',
              test: /node_modules[\\/](wouter|regexparam|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
