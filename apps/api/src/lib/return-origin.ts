/** Names every loopback interface answers to: a server on one is reached by all of them. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function parseOrigin(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The origin a hosted page (identity check, payout onboarding) returns the browser to: the
 * origin the request came from (its `Origin` header) when it is one of ours, else APP_URL's.
 * Ours: APP_URL's own origin, and, when APP_URL is on a loopback name, any loopback name on the
 * same scheme and port (the demo answers on localhost and 127.0.0.1 alike). A browser sent
 * elsewhere would land on a second, signed-out copy of the site (decision 050).
 */
export function returnOrigin(appUrl: string, originHeader: string | undefined): string {
  const app = new URL(appUrl);
  const from = parseOrigin(originHeader);
  if (!from) return app.origin;
  if (from.origin === app.origin) return from.origin;
  const loopbackAlias =
    isLoopback(app.hostname) &&
    isLoopback(from.hostname) &&
    from.protocol === app.protocol &&
    from.port === app.port;
  return loopbackAlias ? from.origin : app.origin;
}
