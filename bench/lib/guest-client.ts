import { Agent, request } from 'node:http';
import { Cookies } from './session.ts';

export interface GuestClient {
  get(path: string): Promise<{ status: number; body: string }>;
  post(path: string, body: unknown): Promise<{ status: number; body: string }>;
  login(username: string, password: string): Promise<void>;
  close(): void;
}

/**
 * A browser-like guest: kept-alive connections of its own (two, so a double click sends both
 * requests at once), a cookie jar and the CSRF token on every POST.
 */
export async function guestClient(base: string, sockets = 2): Promise<GuestClient> {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const cookies = new Cookies();
  const send = (method: 'GET' | 'POST', path: string, headers: Record<string, string>, body = '') =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        new URL(path, base),
        {
          method,
          agent,
          headers: {
            ...headers,
            cookie: cookies.header(),
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          cookies.takeLines(res.headers['set-cookie'] ?? []);
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  // a kept-alive connection the server closed while idle resets on reuse: a browser sends again
  const sendAgain: typeof send = async (...args) => {
    try {
      return await send(...args);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') throw err;
      return send(...args);
    }
  };
  let token = '';
  const refreshToken = async () => {
    const res = await sendAgain('GET', '/api/csrf-token', {});
    token = (JSON.parse(res.body) as { csrfToken: string }).csrfToken;
  };
  await refreshToken();
  const post = (path: string, body: unknown) =>
    sendAgain(
      'POST',
      path,
      { 'content-type': 'application/json', 'x-csrf-token': token },
      JSON.stringify(body),
    );
  return {
    get: (path) => sendAgain('GET', path, {}),
    post,
    async login(username, password) {
      const res = await post('/api/login', { username, password });
      if (res.status >= 300) throw new Error(`POST /api/login answered ${res.status}: ${res.body}`);
      await refreshToken();
    },
    close: () => agent.destroy(),
  };
}
