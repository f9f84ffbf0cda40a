import { describe, expect, it } from 'vitest';
import { becomeHostHref } from './become-host-link.ts';

describe("where a signed-in user's 'Share your story' leads", () => {
  it.each([
    [{ isAdmin: false, isHost: false }, '/profile?become-host'],
    [{ isAdmin: false, isHost: true }, '/create'],
    [{ isAdmin: true, isHost: false }, '/admin'],
  ])('%o goes to %s', (user, href) => {
    expect(becomeHostHref(user)).toBe(href);
  });
});
