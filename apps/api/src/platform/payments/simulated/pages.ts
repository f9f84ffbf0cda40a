import { IDENTITY_FAILURE_CODES } from '@storytable/domain';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { SIMULATED_BASE_PATH } from './links.ts';

/**
 * The simulated gateway's hosted pages (Connect onboarding, identity check): plain accessible
 * HTML, no inline script (the CSP allows same-origin scripts only). page.js sends the forms with
 * the CSRF header every /api POST needs, then follows the returned redirect.
 */

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; color: #1f2933; background: #f7f5f0; }
  body { margin: 0; padding: 2rem 1rem; }
  main { max-width: 32rem; margin: 0 auto; background: #fff; border: 1px solid #d9d4c7;
    border-radius: 0.75rem; padding: 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  .badge { display: inline-block; font-size: 0.8rem; font-weight: 600; background: #fff3c4;
    color: #5c4400; border-radius: 999px; padding: 0.15rem 0.6rem; margin-bottom: 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; font-weight: 600; border-radius: 0.5rem; padding: 0.6rem 1.2rem;
    border: 2px solid #2f5d50; background: #2f5d50; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #8a1c1c; border-color: #8a1c1c; }
  button:disabled { opacity: 0.6; cursor: progress; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
  a { color: #1a4f8b; }
  #status { min-height: 1.5rem; margin-top: 1rem; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Simulated Stripe</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
<script src="${SIMULATED_BASE_PATH}/page.js" defer></script>
</head>
<body>
<main>
<p class="badge">Simulated Stripe: test mode, no real money or documents</p>
${body}
<p id="status" role="status" aria-live="polite"></p>
<noscript><p>This page needs JavaScript to send your choice.</p></noscript>
</main>
</body>
</html>`;
}

function hidden(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
}

export function onboardingPage(input: {
  accountId: string;
  email: string | null;
  businessName: string | null;
  alreadyComplete: boolean;
  fields: { returnUrl: string; refreshUrl: string; expires: string; sig: string };
}): string {
  const action = `${SIMULATED_BASE_PATH}/onboarding/${encodeURIComponent(input.accountId)}/complete`;
  return page(
    'Set up payouts',
    `<h1>Set up payouts</h1>
<p>This stands in for Stripe's hosted Connect onboarding. Completing it marks the account as able
to take charges and receive payouts, then returns you to the app.</p>
<dl>
<dt>Account</dt><dd>${escapeHtml(input.accountId)}</dd>
<dt>Name</dt><dd>${escapeHtml(input.businessName ?? '-')}</dd>
<dt>Email</dt><dd>${escapeHtml(input.email ?? '-')}</dd>
<dt>Status</dt><dd>${input.alreadyComplete ? 'Complete' : 'Details needed'}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}" data-simulated-form>
${hidden(input.fields)}
<div class="actions">
<button type="submit">Complete setup</button>
</div>
</form>
<p><a href="${escapeHtml(input.fields.refreshUrl)}">Return without finishing</a></p>`,
  );
}

export function identityPage(input: {
  sessionId: string;
  sig: string;
  status: 'requires_input' | 'processing' | 'verified' | 'canceled';
  lastErrorCode: string | null;
  returnUrl: string;
}): string {
  const action = `${SIMULATED_BASE_PATH}/identity/${encodeURIComponent(input.sessionId)}/complete`;
  if (input.status === 'verified' || input.status === 'canceled') {
    return page(
      'Verify your identity',
      `<h1>Verify your identity</h1>
<p>This verification session is already finished.</p>
<p><a href="${escapeHtml(input.returnUrl)}">Return to the app</a></p>`,
    );
  }
  const state =
    input.status === 'processing'
      ? 'Processing: choose how the check ends.'
      : input.lastErrorCode
        ? `The last attempt failed (${input.lastErrorCode}). Try again.`
        : 'Waiting for your document.';
  const failures = IDENTITY_FAILURE_CODES.map(
    (code) =>
      `<button type="submit" name="outcome" value="${code}" class="secondary">Fail (${code})</button>`,
  ).join('\n');
  return page(
    'Verify your identity',
    `<h1>Verify your identity</h1>
<p>This stands in for Stripe Identity's document check. Choose the result to simulate.</p>
<dl><dt>Session</dt><dd>${escapeHtml(input.sessionId)}</dd>
<dt>Status</dt><dd>${escapeHtml(state)}</dd></dl>
<form method="post" action="${escapeHtml(action)}" data-simulated-form>
${hidden({ sig: input.sig })}
<div class="actions">
<button type="submit" name="outcome" value="verified">Verify</button>
${input.status === 'processing' ? '' : '<button type="submit" name="outcome" value="processing" class="secondary">Leave processing</button>'}
${failures}
</div>
</form>`,
  );
}

export function errorPage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}

/** Sends a [data-simulated-form] with the CSRF header, then goes where the API says. */
export const PAGE_SCRIPT = `'use strict';
document.addEventListener('submit', async (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-simulated-form')) return;
  event.preventDefault();
  const status = document.getElementById('status');
  const buttons = Array.from(form.querySelectorAll('button'));
  const body = Object.fromEntries(new FormData(form, event.submitter));
  buttons.forEach((b) => { b.disabled = true; });
  status.textContent = 'Working...';
  try {
    const tokenRes = await fetch('/api/csrf-token', { credentials: 'same-origin' });
    const { csrfToken } = await tokenRes.json();
    const res = await fetch(form.action, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(json.message || 'Request failed');
    status.textContent = 'Done. Returning to the app...';
    // same origin only: the app that opened this popup
    if (json.notifyOpener && window.opener) {
      window.opener.postMessage({ type: 'VERIFICATION_COMPLETE' }, window.location.origin);
    }
    window.location.assign(json.redirectUrl);
  } catch (err) {
    status.textContent = err instanceof Error ? err.message : 'Something went wrong';
    buttons.forEach((b) => { b.disabled = false; });
  }
});
`;
