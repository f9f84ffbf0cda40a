import { describe, expect, it } from 'vitest';
import {
  loginSchema,
  registerSchema,
  resetPasswordRequestSchema,
  resetRequestSchema,
  verifyEmailQuerySchema,
  verifyEmailSchema,
} from './auth.ts';
import { eventCreationPayloadSchema, idParamSchema } from './events.ts';
import { newsletterSubscribeSchema } from './newsletter.ts';
import {
  connectAccountIdSchema,
  simulatedConfirmRequestSchema,
  verificationSessionIdSchema,
} from './payments.ts';
import {
  createPaymentIntentSchema,
  createReservationSchema,
  createReviewSchema,
  REVIEW_MESSAGES,
} from './reservations.ts';
import { SEARCH_MESSAGES, searchQuerySchema } from './search.ts';
import {
  bodyId,
  boundedText,
  INT32_MAX,
  NOT_ALLOWED_CHARACTERS,
  parseDecimalId,
  pathId,
} from './text.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('boundedText', () => {
  it('refuses NUL and other control characters but keeps tabs and line breaks', () => {
    const s = boundedText(50);
    expect(firstMessage(s.safeParse('a\u0000b'))).toBe(NOT_ALLOWED_CHARACTERS);
    expect(firstMessage(s.safeParse('bell\u0007'))).toBe(NOT_ALLOWED_CHARACTERS);
    expect(s.safeParse('two\nlines\tand a tab\r\n').success).toBe(true);
  });

  it('refuses text over its maximum', () => {
    expect(boundedText(3).safeParse('abcd').success).toBe(false);
    expect(boundedText(3).safeParse('abc').success).toBe(true);
  });
});

describe('request schemas refuse what made the audit 500s', () => {
  it('NUL in register, login, newsletter and event fields', () => {
    const register = {
      username: 'ada_l',
      password: 'Password1!',
      name: 'Ada\u0000',
      email: 'ada@example.com',
      termsAgreed: true,
    };
    expect(firstMessage(registerSchema.safeParse(register))).toBe(NOT_ALLOWED_CHARACTERS);
    expect(loginSchema.safeParse({ username: 'a\u0000', password: 'x' }).success).toBe(false);
    expect(newsletterSubscribeSchema.safeParse({ email: 'a\u0000@b.co' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ city: 'Sac\u0000' }).success).toBe(false);
  });

  it('a 900 KB login username', () => {
    const r = loginSchema.safeParse({ username: 'x'.repeat(900_000), password: 'x' });
    expect(r.success).toBe(false);
  });

  it.each([
    ['reservation', createReservationSchema],
    ['payment intent', createPaymentIntentSchema],
  ])('int32 event ids in the %s body', (_name, schema) => {
    expect(schema.safeParse({ eventId: INT32_MAX }).success).toBe(true);
    expect(schema.safeParse({ eventId: INT32_MAX + 1 }).success).toBe(false);
    expect(schema.safeParse({ eventId: 0 }).success).toBe(false);
    expect(idParamSchema('event').safeParse({ id: String(INT32_MAX + 1) }).success).toBe(false);
  });

  it.each([
    ['register', registerSchema],
    ['login', loginSchema],
    ['reset request', resetRequestSchema],
    ['reset password', resetPasswordRequestSchema],
    ['verify email', verifyEmailSchema],
    ['event creation', eventCreationPayloadSchema],
    ['reservation', createReservationSchema],
    ['payment intent', createPaymentIntentSchema],
    ['review', createReviewSchema],
    ['newsletter', newsletterSubscribeSchema],
    ['simulated card', simulatedConfirmRequestSchema],
  ])('a %s body that is JSON null, an array or a scalar', (_name, schema) => {
    for (const body of [null, [], [{}], 'text', 42, true]) {
      expect(schema.safeParse(body).success).toBe(false);
    }
  });

  it('int32 path ids up to the maximum', () => {
    expect(idParamSchema('user').parse({ id: String(INT32_MAX) })).toEqual({ id: INT32_MAX });
    expect(idParamSchema('user').safeParse({ id: '1.5' }).success).toBe(false);
  });

  it('NUL and over-long text in reviews, passwords, tokens and payment ids', () => {
    expect(firstMessage(createReviewSchema.safeParse({ rating: 5, review: 'good\u0000' }))).toBe(
      NOT_ALLOWED_CHARACTERS,
    );
    expect(createReviewSchema.safeParse({ rating: 5, review: 'line one\nline two' }).success).toBe(
      true,
    );
    expect(
      firstMessage(createReviewSchema.safeParse({ rating: 5, review: 'x'.repeat(2001) })),
    ).toBe(REVIEW_MESSAGES.TOO_LONG);
    const register = {
      username: 'ada_l',
      password: 'Password1!\u0000',
      name: 'Ada',
      email: 'ada@example.com',
      termsAgreed: true,
    };
    expect(firstMessage(registerSchema.safeParse(register))).toBe(NOT_ALLOWED_CHARACTERS);
    expect(verifyEmailSchema.safeParse({ token: 'a'.repeat(201) }).success).toBe(false);
    expect(verifyEmailQuerySchema.parse({ token: 'abc\u0000' })).toEqual({ token: undefined });
    const card = {
      paymentIntentId: 'pi_123',
      clientSecret: 'pi_123_secret_abc',
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 34,
      cvc: '123',
    };
    expect(simulatedConfirmRequestSchema.safeParse(card).success).toBe(true);
    expect(
      simulatedConfirmRequestSchema.safeParse({ ...card, paymentIntentId: `pi_${'a'.repeat(100)}` })
        .success,
    ).toBe(false);
    expect(
      simulatedConfirmRequestSchema.safeParse({ ...card, cardNumber: '4'.repeat(100_000) }).success,
    ).toBe(false);
    expect(connectAccountIdSchema.safeParse(`acct_${'a'.repeat(100)}`).success).toBe(false);
    expect(verificationSessionIdSchema.safeParse('vs_abc').success).toBe(true);
  });
});

describe('usernames (audit finding 7)', () => {
  const base = { password: 'Password1!', name: 'Ada', email: 'ada@example.com', termsAgreed: true };
  it.each([
    [
      'hannah@example.com',
      'Username can only contain letters, numbers, dots, underscores and hyphens',
    ],
    ['has space', 'Username can only contain letters, numbers, dots, underscores and hyphens'],
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(31), 'Username must not exceed 30 characters'],
    ['a'.repeat(60), 'Username must not exceed 30 characters'],
  ])('refuses %j', (username, message) => {
    expect(firstMessage(registerSchema.safeParse({ ...base, username }))).toBe(message);
  });

  it.each(['ada', 'Ada.Lovelace', 'ada_l-1815', 'a'.repeat(30)])('accepts %j', (username) => {
    expect(registerSchema.safeParse({ ...base, username }).success).toBe(true);
  });

  it('login still takes an email address in the username field', () => {
    expect(loginSchema.safeParse({ username: 'hannah@example.com', password: 'x' }).success).toBe(
      true,
    );
  });
});

describe('search bounds (audit finding 5)', () => {
  it('refuses over-long text and too many words with a clear message', () => {
    expect(firstMessage(searchQuerySchema.safeParse({ q: 'a'.repeat(101) }))).toBe(
      SEARCH_MESSAGES.tooLong,
    );
    expect(
      firstMessage(
        searchQuerySchema.safeParse({ q: 'one two three four five six seven eight nine' }),
      ),
    ).toBe(SEARCH_MESSAGES.tooManyWords);
    expect(searchQuerySchema.parse({ q: '  roman history dinner  ' }).q).toBe(
      'roman history dinner',
    );
    expect(searchQuerySchema.safeParse({ q: ` ${'a'.repeat(100)} ` }).success).toBe(true);
    const eight = 'one two three four five six seven eight';
    expect(searchQuerySchema.safeParse({ q: eight }).success).toBe(true);
  });

  it('bounds the city, state and tags', () => {
    expect(searchQuerySchema.safeParse({ city: 'a'.repeat(101) }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ state: 'CAL' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ tags: 'a,'.repeat(251) }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ t: 'x'.repeat(65) }).success).toBe(false);
  });
});

describe('the id grammar (decision 042)', () => {
  it('reads a plain decimal within int32 and nothing else', () => {
    expect(parseDecimalId('19')).toBe(19);
    expect(parseDecimalId('2147483647')).toBe(2_147_483_647);
    for (const loose of ['0x13', '1e1', ' 19', '19 ', '+19', '019', '19.0', '0', '-1', '', '１９'])
      expect(parseDecimalId(loose), loose).toBeNull();
    expect(parseDecimalId('2147483648')).toBeNull();
    expect(parseDecimalId(19)).toBeNull();
  });

  it('takes a JSON integer in a body, never a boolean, a string or an array', () => {
    const id = bodyId('Invalid event id');
    expect(id.parse(19)).toBe(19);
    for (const loose of [true, '19', [19], 19.5, 0, 2 ** 31, null])
      expect(id.safeParse(loose).success, JSON.stringify(loose)).toBe(false);
    expect(pathId('Invalid event id').parse('19')).toBe(19);
    expect(pathId('Invalid event id').safeParse('1e1').error?.issues[0]?.message).toBe(
      'Invalid event id',
    );
  });
});
