import { describe, expect, it } from 'vitest';
import { passwordStrength, registerSchema, resetPasswordRequestSchema } from './auth.ts';

describe('passwordStrength', () => {
  it('grades by the five rules', () => {
    expect(passwordStrength('')).toEqual({ percent: 0, label: 'Weak' });
    expect(passwordStrength('abc').label).toBe('Weak'); // 1 of 5 = 20%
    expect(passwordStrength('abcdefgh').label).toBe('Medium'); // length + lower = 40%
    expect(passwordStrength('Abcdefgh').label).toBe('Medium'); // 60%
    expect(passwordStrength('Abcdefg1').label).toBe('Strong'); // 80%
    expect(passwordStrength('Abcdef1!')).toEqual({ percent: 100, label: 'Strong' });
  });
});

describe('registerSchema', () => {
  it('reports the spec messages', () => {
    const r = registerSchema.safeParse({
      username: 'ab',
      password: 'short',
      name: '',
      email: 'x',
      termsAgreed: false,
    });
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => i.message).sort();
    expect(messages).toEqual(
      [
        'Invalid email address',
        'Name is required',
        'Password must be at least 8 characters',
        'Username must be at least 3 characters',
        'You must agree to the Terms of Service and Privacy Policy',
      ].sort(),
    );
  });
});

describe('resetPasswordRequestSchema', () => {
  it('accepts both readings', () => {
    expect(resetPasswordRequestSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(
      resetPasswordRequestSchema.safeParse({
        token: 't',
        password: 'Password1!',
        confirmPassword: 'Password1!',
      }).success,
    ).toBe(true);
    expect(
      resetPasswordRequestSchema.safeParse({
        token: 't',
        password: 'Password1!',
        confirmPassword: 'nope',
      }).success,
    ).toBe(false);
  });
});
