/**
 * An answer from our API that was not a success. `message` follows the reading rules of spec
 * section 8; `serverMessage` keeps what the server itself said (when it said anything), so a
 * caller can prefer its own fallback text over the generic one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;

  constructor(
    status: number,
    message: string,
    opts: { code?: string | undefined; serverMessage?: string | undefined } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = opts.code;
    this.serverMessage = opts.serverMessage;
  }
}

/** A 404, or an id the API refuses to read (400): either way there is no such record. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export const RESPONSE_MESSAGES = {
  requestFailed: 'Request failed',
  errorBodyUnparsable: 'Server response parsing failed',
  errorBodyNotJson: 'Server communication error',
  successBodyUnparsable: 'Invalid response format from server',
  successBodyNotJson: 'Server returned invalid response',
  queryBodyUnparsable: 'Invalid response format',
  csrfUnavailable: 'Failed to obtain CSRF token for secure request',
} as const;

interface ErrorFields {
  message?: unknown;
  error?: unknown;
  code?: unknown;
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

export function isJsonResponse(res: Response): boolean {
  return (res.headers.get('content-type') ?? '').includes('application/json');
}

/**
 * Builds the error of a failed answer (spec section 8). 5xx gives '{status}: {statusText}' whatever
 * the body says. Otherwise, for a call we make (`mutation`): the body's error, then its message,
 * then 'Request failed'; a body that is not JSON gives 'Server communication error'. For a shared
 * read (`query`): the body's message, then its error, then the raw text.
 */
export async function errorFromResponse(
  res: Response,
  reading: 'mutation' | 'query',
): Promise<ApiError> {
  let body: ErrorFields | undefined;
  let raw: string | undefined;
  let unreadable: string | undefined;
  if (isJsonResponse(res)) {
    try {
      body = (await res.json()) as ErrorFields;
    } catch {
      unreadable = RESPONSE_MESSAGES.errorBodyUnparsable;
    }
  } else {
    unreadable = RESPONSE_MESSAGES.errorBodyNotJson;
    const t = text((await res.text().catch(() => '')).trim());
    // An HTML page (proxy or server error page) is never shown to people.
    if (reading === 'query' && t !== undefined && !t.startsWith('<')) raw = t;
  }
  const fields = body !== null && typeof body === 'object' ? body : undefined;
  const fromBody = fields
    ? reading === 'mutation'
      ? (text(fields.error) ?? text(fields.message))
      : (text(fields.message) ?? text(fields.error))
    : undefined;
  const serverMessage = fromBody ?? raw;
  const message =
    res.status >= 500
      ? `${res.status}: ${res.statusText}`
      : (serverMessage ?? unreadable ?? RESPONSE_MESSAGES.requestFailed);
  return new ApiError(res.status, message, { code: text(fields?.code), serverMessage });
}

/**
 * For toasts: what the server said about a refusal (4xx), else `fallback`. 5xx, network and
 * parsing failures show the fallback.
 */
export function serverMessageOr(fallback: string): (e: Error) => string {
  return (e) =>
    (e instanceof ApiError && e.status > 0 && e.status < 500 && e.serverMessage) || fallback;
}
