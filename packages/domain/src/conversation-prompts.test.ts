import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES } from './category-list.ts';
import {
  CONVERSATION_PROMPTS,
  eventPromptsUpdateSchema,
  movePrompt,
  PROMPT_MAX,
  PROMPTS_MAX,
  suggestedPrompts,
} from './conversation-prompts.ts';
import { formatTimeLeft, promptPosition } from './prompt-rules.ts';

describe('the prompt sets that ship', () => {
  it('gives every category 6 to 10 distinct open questions that fit a prompt', () => {
    for (const category of EVENT_CATEGORIES) {
      const set = CONVERSATION_PROMPTS[category];
      expect(set.length, category).toBeGreaterThanOrEqual(6);
      expect(set.length, category).toBeLessThanOrEqual(10);
      expect(new Set(set).size).toBe(set.length);
      for (const prompt of set) {
        expect(prompt.endsWith('?'), prompt).toBe(true);
        expect(
          eventPromptsUpdateSchema.safeParse({ prompts: [prompt], roundMinutes: null }).success,
        ).toBe(true);
      }
    }
  });

  it("suggests the dinner's category's set, a copy, and a default for an unknown one", () => {
    const set = suggestedPrompts('Leadership');
    expect(set).toEqual(CONVERSATION_PROMPTS.Leadership);
    set.pop();
    expect(CONVERSATION_PROMPTS.Leadership.length).toBe(set.length + 1);
    expect(suggestedPrompts('Cooking')).toEqual(CONVERSATION_PROMPTS['Personal Development']);
  });
});

describe('the prompts a host saves', () => {
  const parse = (body: unknown) => eventPromptsUpdateSchema.safeParse(body);

  it('takes 1 to 20 prompts, trimmed, and a round of 1 to 30 minutes or none', () => {
    expect(parse({ prompts: ['  Why?  '], roundMinutes: 5 }).data).toEqual({
      prompts: ['Why?'],
      roundMinutes: 5,
    });
    expect(parse({ prompts: Array(PROMPTS_MAX).fill('Q?'), roundMinutes: null }).success).toBe(
      true,
    );
    expect(parse({ prompts: ['Q?'], roundMinutes: 30 }).success).toBe(true);
  });

  it.each([
    ['no prompts', { prompts: [], roundMinutes: null }],
    ['too many', { prompts: Array(PROMPTS_MAX + 1).fill('Q?'), roundMinutes: null }],
    ['a blank prompt', { prompts: ['   '], roundMinutes: null }],
    ['a long prompt', { prompts: ['x'.repeat(PROMPT_MAX + 1)], roundMinutes: null }],
    ['a control character', { prompts: ['a\u0000b'], roundMinutes: null }],
    ['a zero-minute round', { prompts: ['Q?'], roundMinutes: 0 }],
    ['a 31-minute round', { prompts: ['Q?'], roundMinutes: 31 }],
    ['a fractional round', { prompts: ['Q?'], roundMinutes: 1.5 }],
    ['no round field', { prompts: ['Q?'] }],
    ['an extra field', { prompts: ['Q?'], roundMinutes: null, saved: true }],
  ])('refuses %s', (_, body) => {
    expect(parse(body).success).toBe(false);
  });
});

describe('stepping and timing at the table', () => {
  it('says where the table is', () => {
    expect(promptPosition(2, 8)).toBe('3 of 8');
  });

  it('shows the time left as m:ss, rounding up and never below zero', () => {
    expect(formatTimeLeft(300_000)).toBe('5:00');
    expect(formatTimeLeft(61_001)).toBe('1:02');
    expect(formatTimeLeft(9_000)).toBe('0:09');
    expect(formatTimeLeft(-5)).toBe('0:00');
  });

  it('moves a prompt up or down, and leaves the ends alone', () => {
    expect(movePrompt(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movePrompt(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(movePrompt(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movePrompt(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
