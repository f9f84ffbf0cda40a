import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { preloadFonts } from './preload-fonts.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFonts(['fraunces-latin-wght-normal-']), precompress()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      // @storytable/domain is pure (no I/O, no globals), and zod schema builders are pure calls:
      // schemas the landing page does not use (forms that load later) stay out of its bundle.
      // (So a bare `z.config(...)` call made only for its effect would be dropped: don't.)
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
    },
  },
});
