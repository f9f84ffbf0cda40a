import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** What the route's schema declares it takes. */
  takes: { params: boolean; querystring: boolean; body: boolean };
  /** The body's id fields (a number named `id` or `…Id`), for the walk of loose ids. */
  bodyIds: string[];
}

/** Keys of a zod object body whose value is a number named like an id. */
function bodyIdFields(body: unknown): string[] {
  const shape = (body as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape) return [];
  const typeOf = (s: unknown): string | undefined => {
    const def = (s as { _zod?: { def?: { type?: string; innerType?: unknown } } })?._zod?.def;
    return def?.type === 'optional' ? typeOf(def.innerType) : def?.type;
  };
  return Object.keys(shape).filter((k) => /^(id|\w+Id)$/.test(k) && typeOf(shape[k]) === 'number');
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
        bodyIds: bodyIdFields(schema.body),
      });
    }
  });
}
