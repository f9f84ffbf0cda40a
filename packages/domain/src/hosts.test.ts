import { describe, expect, it } from 'vitest';
import { hostApplicationSchema, HOST_APPLICATION_MESSAGES as M } from './hosts.ts';
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
