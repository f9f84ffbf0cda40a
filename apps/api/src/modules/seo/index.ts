// What the app mounts of seo (decision 047): the share card under /api, the sitemap and robots,
// and the pages' HTML beside the web app.
export { registerPages } from './page-routes.ts';
export { shareCardRoutes } from './share-card-routes.ts';
export { sitemapRoutes } from './sitemap-routes.ts';
