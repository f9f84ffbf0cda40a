import { COOKIE_CONSENT_KEY } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/lib/storage.ts';
import { readCookieChoice, writeCookieChoice } from './cookie-consent.ts';

describe('cookie choice in local storage', () => {
  it('is absent until one is made, then reads back as written', () => {
    const storage = createMemoryStorage();
    expect(readCookieChoice(storage)).toBeNull();
    writeCookieChoice(storage, { statistics: true, marketing: false, synced: false });
    expect(readCookieChoice(storage)).toEqual({
      statistics: true,
      marketing: false,
      synced: false,
    });
  });

  it('treats anything that is not a choice as no choice', () => {
    const storage = createMemoryStorage();
    for (const raw of ['{', 'null', '[]', '{"statistics":"yes","marketing":false}', '{}']) {
      storage.setItem(COOKIE_CONSENT_KEY, raw);
      expect(readCookieChoice(storage)).toBeNull();
    }
  });
});
