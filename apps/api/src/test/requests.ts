import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Agent } from './auth.ts';

type InjectOptions = { remoteAddress?: string; headers?: Record<string, string> };

let clientSeq = 0;
/**
 * Each request comes from an address of its own unless the test names one, so per-client rate
 * limits only bite in the tests that mean to test them.
 */
const nextClient = () => {
  clientSeq += 1;
  return `10.${100 + (clientSeq >> 16)}.${(clientSeq >> 8) & 255}.${clientSeq & 255}`;
};

/** A JSON POST as the browser sends it: the agent's cookies and CSRF header. */
export function post(
  app: FastifyInstance,
  agent: Agent,
  url: string,
  body?: unknown,
  opts: InjectOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...agent.headers, ...opts.headers },
    ...(body === undefined ? {} : { payload: body as object }),
    remoteAddress: opts.remoteAddress ?? nextClient(),
  });
}

export function get(app: FastifyInstance, agent: Agent, url: string) {
  return app.inject({ method: 'GET', url, headers: agent.headers });
}

/** The value of a cookie the response set, if any. */
export function setCookie(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

/** Keeps the cookies a response set (and drops the ones it cleared), as a browser would. */
export function adoptCookies(agent: Agent, res: LightMyRequestResponse): Agent {
  const jar = new Map(
    (agent.headers.cookie ?? '')
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), pair.slice(at + 1)] as const;
      }),
  );
  for (const c of res.cookies) {
    const expired = c.expires !== undefined && new Date(c.expires).getTime() <= Date.now();
    if (expired || c.value === '' || c.maxAge === 0) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  agent.headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return agent;
}
