import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** What the route's schema declares it takes. */
  takes: { params: boolean; querystring: boolean; body: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route the app registered (HEAD twins and hidden docs routes left out). */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Records routes as they are added; registered first in app.ts, so it sees every one. */
export function recordRoutes(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema ?? {};
    // the API reference page and its document are plumbing, not API
    if ((schema as { hide?: boolean }).hide) return;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        takes: {
          params: Boolean(schema.params),
          querystring: Boolean(schema.querystring),
          body: Boolean(schema.body),
        },
      });
    }
  });
}
