import { describe, expect, it } from 'vitest';
import {
  bioSchema,
  changeEmailSchema,
  changePasswordSchema,
  cookieConsentSchema,
  preferencesSchema,
} from './settings.ts';
import { SETTINGS_MESSAGES } from './settings-messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('settings schemas (spec section 5)', () => {
  it('bio: at most 500 characters, empty clears it', () => {
    expect(bioSchema.safeParse({ bio: 'x'.repeat(500) }).success).toBe(true);
    expect(bioSchema.parse({ bio: '  ' }).bio).toBe('');
    expect(firstMessage(bioSchema.safeParse({ bio: 'x'.repeat(501) }))).toBe(
      'Bio must not exceed 500 characters',
    );
    expect(bioSchema.safeParse({ bio: 'a\u0000b' }).success).toBe(false);
  });

  it('password: current required, 8 to 100, confirmation matches', () => {
    const ok = { currentPassword: 'old', newPassword: 'Newpass1!', confirmPassword: 'Newpass1!' };
    expect(changePasswordSchema.safeParse(ok).success).toBe(true);
    expect(firstMessage(changePasswordSchema.safeParse({ ...ok, currentPassword: '' }))).toBe(
      'Current password is required',
    );
    expect(
      firstMessage(
        changePasswordSchema.safeParse({ ...ok, newPassword: 'short', confirmPassword: 'short' }),
      ),
    ).toBe('Password must be at least 8 characters');
    const long = 'x'.repeat(101);
    expect(
      firstMessage(
        changePasswordSchema.safeParse({ ...ok, newPassword: long, confirmPassword: long }),
      ),
    ).toBe('Password must not exceed 100 characters');
    expect(
      firstMessage(changePasswordSchema.safeParse({ ...ok, confirmPassword: 'Other1!x' })),
    ).toBe(SETTINGS_MESSAGES.PASSWORDS_DO_NOT_MATCH);
  });

  it('email: valid, confirmation matches (case and spaces aside)', () => {
    const ok = {
      currentPassword: 'pw',
      newEmail: 'New@Example.com ',
      confirmEmail: 'new@example.com',
    };
    expect(changeEmailSchema.parse(ok).newEmail).toBe('new@example.com');
    expect(
      firstMessage(changeEmailSchema.safeParse({ ...ok, newEmail: 'nope', confirmEmail: 'nope' })),
    ).toBe('Please enter a valid email address');
    expect(
      firstMessage(changeEmailSchema.safeParse({ ...ok, confirmEmail: 'other@example.com' })),
    ).toBe('Email addresses do not match');
  });

  it('preferences and cookie consent are booleans', () => {
    expect(
      preferencesSchema.safeParse({ marketingEmails: true, marketingSms: false }).success,
    ).toBe(true);
    expect(
      preferencesSchema.safeParse({ marketingEmails: 'yes', marketingSms: false }).success,
    ).toBe(false);
    expect(
      cookieConsentSchema.safeParse({ consent: { statistics: true, marketing: false } }).success,
    ).toBe(true);
    expect(cookieConsentSchema.safeParse({ consent: null }).success).toBe(false);
  });
});
