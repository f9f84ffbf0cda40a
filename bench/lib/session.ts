import { randomBytes } from 'node:crypto';

/** A minimal cookie jar: name=value pairs from Set-Cookie, sent back as one header. */
export class Cookies {
  private readonly jar = new Map<string, string>();
  /** A fetch response's cookies. */
  take(res: Response) {
    this.takeLines(res.headers.getSetCookie());
  }
  /** Set-Cookie header lines (node:http gives them as an array). */
  takeLines(lines: string[]) {
    for (const line of lines) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) this.jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Registers a fresh user through the real API and returns its logged-in Cookie header. */
export async function registerUser(baseUrl: string): Promise<{ cookie: string; username: string }> {
  const cookies = new Cookies();
  const tokenRes = await fetch(`${baseUrl}/api/csrf-token`);
  if (!tokenRes.ok) throw new Error(`GET /api/csrf-token answered ${tokenRes.status}`);
  cookies.take(tokenRes);
  const { csrfToken } = (await tokenRes.json()) as { csrfToken: string };
  const id = randomBytes(4).toString('hex');
  const username = `bench_${id}`;
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': csrfToken,
      cookie: cookies.header(),
    },
    body: JSON.stringify({
      username,
      password: `Bench-${id}-9!`,
      name: 'Bench User',
      email: `${username}@example.test`,
      termsAgreed: true,
    }),
  });
  if (!res.ok) throw new Error(`POST /api/register answered ${res.status}: ${await res.text()}`);
  cookies.take(res);
  return { cookie: cookies.header(), username };
}

/** Logs an existing user in through the real API and returns the session's Cookie header. */
export async function loginUser(baseUrl: string, username: string, password: string) {
  const cookies = new Cookies();
  const tokenRes = await fetch(`${baseUrl}/api/csrf-token`);
  if (!tokenRes.ok) throw new Error(`GET /api/csrf-token answered ${tokenRes.status}`);
  cookies.take(tokenRes);
  const { csrfToken } = (await tokenRes.json()) as { csrfToken: string };
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': csrfToken,
      cookie: cookies.header(),
    },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`POST /api/login answered ${res.status}: ${await res.text()}`);
  cookies.take(res);
  return cookies.header();
}
