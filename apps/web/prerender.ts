import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const ENTRY = 'src/prerender/render-page.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

/** The app's chunks in evaluation order (each after what it imports), from `first`. */
function chunksInOrder(
  bundle: OutputBundle,
  first: OutputChunk,
  skip = new Set<string>(),
): string[] {
  const order: string[] = [];
  const visit = (chunk: OutputChunk) => {
    if (skip.has(chunk.fileName)) return;
    skip.add(chunk.fileName);
    for (const name of chunk.imports) {
      const dep = bundle[name];
      if (dep?.type === 'chunk') visit(dep);
    }
    order.push(`/${chunk.fileName}`);
  };
  visit(first);
  return order;
}

/**
 * index.html for a prerendered page: instead of the entry's script and preloads, start-app.js
 * (public/) with the chunks to evaluate one task at a time and the page's own to preload.
 */
function startAfterPaint(template: string, chunks: string[], preload: string[]): string {
  const bare = template
    .replace(/\s*<script type="module"[^>]*><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const start = `<script type="module" fetchpriority="low" src="/start-app.js" data-chunks="${chunks.join(' ')}" data-preload="${preload.join(' ')}"></script>`;
  return bare.replace('</head>', `    ${start}\n  </head>`);
}

/**
 * Writes `prerendered/<name>.html` beside index.html for each page: index.html with the visitor's
 * first screen of that page inside #root (decision 037). The API sends it to visitors, so they
 * see the page before any JavaScript runs; the app then hydrates it.
 */
/**
 * Each page's path, and the module of its lazy route (its chunk is preloaded with the app's).
 * A signed-in page is not prerendered: its heading and loading text are in place, and its scripts
 * start after that first paint as a prerendered page's do (decision 070).
 */
export function prerenderPages(
  pages: Record<
    string,
    { path?: string; route?: string; signedIn?: { title: string; loading: string } }
  >,
): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'storytable-prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    // writeBundle: index.html is on disk, and every writeBundle ends before precompress's closeBundle
    async writeBundle(_options, bundle) {
      const outDir = resolve(config.root, config.build.outDir);
      // inside the app, so the server bundle's imports of react and the rest resolve
      const ssrDir = join(config.root, 'node_modules', '.prerender');
      try {
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: ENTRY,
            outDir: ssrDir,
            emptyOutDir: true,
            minify: false,
            // one file: the pages' lazy imports resolve inside it
            rolldownOptions: { output: { codeSplitting: false } },
          },
        });
        const {
          renderPage,
          renderSignedInFirstScreen,
          renderFirstScreenCookieBanner,
          renderTableHeadingTemplate,
        } = (await import(pathToFileURL(join(ssrDir, 'render-page.js')).href)) as {
          renderPage: (path: string) => Promise<string>;
          renderSignedInFirstScreen: (title: string, loading: string) => Promise<string>;
          renderFirstScreenCookieBanner: () => Promise<string>;
          renderTableHeadingTemplate: () => Promise<string>;
        };
        const banner = await renderFirstScreenCookieBanner();
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        mkdirSync(join(outDir, 'prerendered'), { recursive: true });
        // table mode's top, filled by the server for the dinner's host (decision 074)
        writeFileSync(
          join(outDir, 'prerendered', 'table-heading.html'),
          await renderTableHeadingTemplate(),
        );
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) throw new Error('The build has no entry chunk');
        const appChunks = chunksInOrder(bundle, entry);
        for (const [name, { path, route, signedIn }] of Object.entries(pages)) {
          const routeChunk = route
            ? chunks.find((c) => c.facadeModuleId?.endsWith(route))
            : undefined;
          if (route && !routeChunk) throw new Error(`No chunk holds ${route}`);
          const preload = routeChunk
            ? chunksInOrder(bundle, routeChunk, new Set(appChunks.map((c) => c.slice(1))))
            : [];
          if (signedIn) {
            const screen = await renderSignedInFirstScreen(signedIn.title, signedIn.loading);
            writeFileSync(
              join(outDir, 'prerendered', `${name}.html`),
              startAfterPaint(template, appChunks, preload).replace(
                ROOT_ELEMENT,
                `<div id="root">${screen}${banner}</div>`,
              ),
            );
            continue;
          }
          if (path === undefined)
            throw new Error(`The page ${name} has neither a path nor signedIn`);
          const html = await renderPage(path);
          writeFileSync(
            join(outDir, 'prerendered', `${name}.html`),
            startAfterPaint(template, appChunks, preload).replace(
              ROOT_ELEMENT,
              `<div id="root">${html}</div>`,
            ),
          );
        }
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
