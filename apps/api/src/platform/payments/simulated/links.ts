import { createHmac, timingSafeEqual } from 'node:crypto';

/** Like Stripe's account links, an onboarding link works for a short while, then sends to refresh_url. */
export const ONBOARDING_LINK_TTL_SECONDS = 30 * 60;

export const SIMULATED_BASE_PATH = '/api/stripe/simulated';

export interface OnboardingLinkParams {
  returnUrl: string;
  refreshUrl: string;
  /** epoch seconds */
  expires: number;
}

/**
 * The simulated hosted pages are reached by signed links: whoever holds the link may finish that
 * one step (as with Stripe's links), nobody can forge one, and the return URL cannot be swapped.
 */
export class SimulatedLinks {
  constructor(
    private readonly appUrl: string,
    private readonly secret: string,
  ) {}

  private sign(...parts: (string | number)[]): string {
    return createHmac('sha256', this.secret)
      .update(['simulated-link', ...parts].join('\n'))
      .digest('base64url');
  }

  private matches(sig: string, expected: string): boolean {
    const a = Buffer.from(sig);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  onboardingSignature(accountId: string, p: OnboardingLinkParams): string {
    return this.sign('onboarding', accountId, p.returnUrl, p.refreshUrl, p.expires);
  }

  onboardingUrl(accountId: string, p: OnboardingLinkParams): string {
    const query = new URLSearchParams({
      return_url: p.returnUrl,
      refresh_url: p.refreshUrl,
      expires: String(p.expires),
      sig: this.onboardingSignature(accountId, p),
    });
    return `${this.base(p.returnUrl)}${SIMULATED_BASE_PATH}/onboarding/${accountId}?${query}`;
  }

  checkOnboarding(
    accountId: string,
    p: OnboardingLinkParams,
    sig: string,
    now = Math.floor(Date.now() / 1000),
  ): 'valid' | 'expired' | 'invalid' {
    if (!this.matches(sig, this.onboardingSignature(accountId, p))) return 'invalid';
    return now > p.expires ? 'expired' : 'valid';
  }

  identitySignature(sessionId: string): string {
    return this.sign('identity', sessionId);
  }

  identityUrl(sessionId: string, returnUrl?: string | null): string {
    const query = new URLSearchParams({ sig: this.identitySignature(sessionId) });
    return `${this.base(returnUrl)}${SIMULATED_BASE_PATH}/identity/${sessionId}?${query}`;
  }

  /**
   * A hosted page is served where its return address is (one of ours, chosen by the API), so
   * the popup shares the opener's origin: its cookies and its VERIFICATION_COMPLETE message.
   */
  private base(returnUrl?: string | null): string {
    if (!returnUrl) return this.appUrl;
    try {
      return new URL(returnUrl).origin;
    } catch {
      return this.appUrl;
    }
  }

  checkIdentity(sessionId: string, sig: string): boolean {
    return this.matches(sig, this.identitySignature(sessionId));
  }
}
