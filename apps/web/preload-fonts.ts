import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` to index.html for each built font whose file name starts
 * with one of `names`, so the browser fetches the headings' font with the page, not after the CSS
 * (the hashed file name is known only once the bundle is written).
 */
export function preloadFonts(names: string[]): Plugin {
  return {
    name: 'storytable-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter(
          (file) =>
            file.endsWith('.woff2') && names.some((n) => file.split('/').pop()?.startsWith(n)),
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
