/** Mutation errors that are logged only, never toasted (spec section 8, Suppressed). */
const SUPPRESSED_MUTATION_FRAGMENTS = [
  'Unexpected token',
  'DOCTYPE',
  'is not valid JSON',
  '401',
  'Not logged in',
] as const;

function messageOf(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (typeof err === 'string') return err;
  return '';
}

export function isSuppressedMutationError(err: unknown): boolean {
  const msg = messageOf(err);
  return SUPPRESSED_MUTATION_FRAGMENTS.some((f) => msg.includes(f));
}

const NON_JSON_PARSE = ['Unexpected token', 'DOCTYPE', 'is not valid JSON', 'JSON.parse'];
const STORAGE = ['localStorage', 'sessionStorage', 'storage', 'QuotaExceeded', 'quota'];

/**
 * Unhandled rejections we swallow: a non-JSON page parsed as JSON, and browser storage errors
 * (private mode, quota, blocked cookies). Everything else still reaches the console.
 */
export function isSuppressedRejection(reason: unknown): boolean {
  const name = reason instanceof Error ? reason.name : '';
  const msg = messageOf(reason);
  if (reason instanceof SyntaxError && NON_JSON_PARSE.some((f) => msg.includes(f))) return true;
  if (name === 'QuotaExceededError') return true;
  if (name === 'SecurityError' && STORAGE.some((f) => msg.includes(f))) return true;
  return (
    STORAGE.some((f) => msg.includes(f)) && /denied|access|quota|unavailable|disabled/i.test(msg)
  );
}

/** Installs the window listener once, at start. */
export function installRejectionFilter(target: Window = window): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isSuppressedRejection(event.reason)) {
      event.preventDefault();
      console.warn('Suppressed unhandled rejection:', messageOf(event.reason));
    }
  });
}
