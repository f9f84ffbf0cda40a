// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CookieConsentBanner } from '@/features/legal/components/cookie-consent-banner.tsx';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { FirstScreenCookieBanner } from './signed-in-first-screen.tsx';

/** The bar's box and text as laid out: what decides the size it paints at. */
const barLayout = () => {
  const bar = screen.getByRole('region', { name: 'Cookies on Storytable.' });
  const text = bar.querySelector('.text-sm');
  return {
    box: bar.outerHTML.slice(0, bar.outerHTML.indexOf('<h2')),
    text: text?.textContent,
    buttons: screen.getAllByRole('button').map((b) => [b.textContent, b.className]),
  };
};

describe("a signed-in page's first-screen cookie bar (decision 074)", () => {
  it('paints as the live bar does: the same box, text and buttons', async () => {
    const first = render(<FirstScreenCookieBanner />);
    const copy = barLayout();
    first.unmount();
    await renderApp(<CookieConsentBanner />, { user: aUser({ isHost: true }) });
    const live = barLayout();
    expect(copy.box).toBe(live.box);
    expect(copy.text).toBe(live.text);
    expect(copy.buttons).toEqual(live.buttons);
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
  });
});
