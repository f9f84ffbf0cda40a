import { describe, expect, it } from 'vitest';
import {
  documentNameMatches,
  hostApplicationSchema,
  HOST_APPLICATION_MESSAGES as M,
} from './hosts.ts';
import { NOT_ALLOWED_CHARACTERS } from './text.ts';

const valid = {
  experience: 'Ten years of supper clubs',
  expertiseArea: 'Philosophy',
  eventsHosted: '12',
  interests: 'Regional Italian',
};

function messagesFor(patch: Record<string, unknown>) {
  const r = hostApplicationSchema.safeParse({ ...valid, ...patch });
  return r.success ? [] : [...new Set(r.error.issues.map((i) => i.message))];
}

describe('host application (spec section 5)', () => {
  it('accepts answers within the limits, trimmed', () => {
    const r = hostApplicationSchema.parse({ ...valid, eventsHosted: '  3 ' });
    expect(r.eventsHosted).toBe('3');
  });

  it.each([
    ['experience', 'x'.repeat(9), M.experienceShort],
    ['experience', 'x'.repeat(501), M.experienceLong],
    ['expertiseArea', 'abcd', M.expertiseShort],
    ['expertiseArea', 'x'.repeat(201), M.expertiseLong],
    ['eventsHosted', '   ', M.eventsHostedShort],
    ['eventsHosted', 'x'.repeat(51), M.eventsHostedLong],
    ['interests', 'abcd', M.interestsShort],
    ['interests', 'x'.repeat(201), M.interestsLong],
    ['interests', undefined, M.interestsShort],
    ['experience', 'x'.repeat(5000), M.experienceLong],
    ['experience', 'good answer\u0000here', NOT_ALLOWED_CHARACTERS],
  ])('%s of %j says its message', (field, value, message) => {
    expect(messagesFor({ [field]: value })).toEqual([message]);
  });

  it('takes the limits exactly', () => {
    expect(messagesFor({ experience: 'x'.repeat(10), eventsHosted: '1' })).toEqual([]);
    expect(messagesFor({ experience: 'x'.repeat(500), interests: 'x'.repeat(200) })).toEqual([]);
  });
});

describe('documentNameMatches (#32.20)', () => {
  it('accepts the account name found in the document name, whatever the case, accents or order', () => {
    expect(documentNameMatches('Ada Lovelace', 'ADA LOVELACE')).toBe(true);
    expect(documentNameMatches('Ada Lovelace', 'Augusta Ada King Lovelace')).toBe(true);
    expect(documentNameMatches('José Núñez', 'Jose Nunez')).toBe(true);
    expect(documentNameMatches('Lovelace, Ada', 'Ada Lovelace')).toBe(true);
    expect(documentNameMatches('Mary-Jane Watson', 'Mary Jane Watson')).toBe(true);
  });

  it('flags a document that names someone else', () => {
    expect(documentNameMatches('Test Applicant', 'Jenny Rosen')).toBe(false);
    expect(documentNameMatches('Ada Lovelace', 'Ada Byron')).toBe(false);
  });

  it('has nothing to compare without a document name', () => {
    expect(documentNameMatches('Ada Lovelace', null)).toBe(true);
    expect(documentNameMatches('Ada Lovelace', '')).toBe(true);
  });
});
