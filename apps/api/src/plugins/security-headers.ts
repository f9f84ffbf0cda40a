import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/env.ts';

/** Helmet's options for every response: the SPA and the API are same-origin, Stripe aside. */
export function helmetOptions(config: Pick<Config, 'isProduction'>): HelmetOptions {
  return {
    // the SPA is built by Vite: scripts and styles are same-origin files; images may be data: URLs
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction,
  };
}

/**
 * The headers helmet sets with these options. They depend on the options only (no nonces), so
 * they are worked out once by running helmet against a recording response, instead of
 * `@fastify/helmet`, which builds helmet and parses the CSP again on every request.
 */
export function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers of a JSON answer (OWASP's REST Security Cheat Sheet): nothing in it may run, be
 * framed or be read from another origin. Documents (the SPA, the simulated gateway's pages,
 * the API reference) get helmet's whole set, CSP included.
 */
export function jsonSecurityHeaders(document: Record<string, string>): Record<string, string> {
  const pick = (name: string) => (document[name] ? { [name]: document[name] } : {});
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    ...pick('strict-transport-security'),
  };
}

/** Every response (API, SPA, static files, errors) carries the security headers of its kind. */
export const securityHeaders = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const document = staticSecurityHeaders(helmetOptions(opts.config));
  const documentHeaders = Object.entries(document);
  const jsonHeaders = Object.entries(jsonSecurityHeaders(document));
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const json = typeof type === 'string' && type.startsWith('application/json');
    for (const [name, value] of json ? jsonHeaders : documentHeaders) reply.header(name, value);
    done(null, payload);
  });
});
