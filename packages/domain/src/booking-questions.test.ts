import { describe, expect, it } from 'vitest';
import {
  answersEditable,
  answersFromMetadata,
  answersToMetadata,
  createReservationSchema,
  dietaryLine,
  dietaryTotals,
  eventCreationPayloadSchema,
  missingRequiredAnswer,
  updateAnswersSchema,
} from './index.ts';

const HOUR = 3_600_000;

describe('booking questions (decision 060)', () => {
  it('bounds the note at 200, the answer at 300 and the host’s question at 200', () => {
    const ok = updateAnswersSchema.safeParse({
      dietary: { needs: ['vegan', 'halal'], note: 'n'.repeat(200) },
      answer: 'a'.repeat(300),
    });
    expect(ok.success).toBe(true);
    for (const bad of [
      { dietary: { needs: ['paleo'] } },
      { dietary: { needs: [], note: 'n'.repeat(201) } },
      { answer: 'a'.repeat(301) },
      { dietary: { needs: Array(10).fill('vegan') } },
    ]) {
      expect(updateAnswersSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(createReservationSchema.safeParse({ eventId: 1 }).success).toBe(true);
    expect(createReservationSchema.safeParse({ eventId: 2 ** 31 }).success).toBe(false);
    const base = eventCreationPayloadSchema.safeParse({ question: 'q'.repeat(201) });
    expect(base.success).toBe(false);
    expect(base.error?.issues.some((i) => i.path[0] === 'question')).toBe(true);
  });

  it('keeps needs in the list’s order, once each, and a blank note as none', () => {
    const parsed = updateAnswersSchema.parse({
      dietary: { needs: ['nut_allergy', 'vegetarian', 'nut_allergy'], note: '  ' },
      answer: ' ',
    });
    expect(parsed).toEqual({
      dietary: { needs: ['vegetarian', 'nut_allergy'], note: null },
      answer: null,
    });
  });

  it('requires an answer only when the host asks and requires one', () => {
    expect(missingRequiredAnswer({ question: 'Why?', questionRequired: true }, null)).toBe(true);
    expect(missingRequiredAnswer({ question: 'Why?', questionRequired: true }, 'Because')).toBe(
      false,
    );
    expect(missingRequiredAnswer({ question: 'Why?', questionRequired: false }, null)).toBe(false);
    expect(missingRequiredAnswer({ question: null, questionRequired: true }, null)).toBe(false);
  });

  it('lets answers change until the 48-hour window opens', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(answersEditable(new Date(now.getTime() + 48 * HOUR), now)).toBe(true);
    expect(answersEditable(new Date(now.getTime() + 48 * HOUR - 1), now)).toBe(false);
  });

  it('totals needs per seat and writes them as lines', () => {
    const seats = [
      { dietary: { needs: ['vegetarian', 'nut_allergy'] as const } },
      { dietary: { needs: ['vegetarian'] as const } },
      { dietary: { needs: [] as const } },
    ];
    expect(dietaryTotals(seats)).toEqual([
      { need: 'vegetarian', label: 'Vegetarian', seats: 2 },
      { need: 'nut_allergy', label: 'Nut allergy', seats: 1 },
    ]);
    expect(dietaryLine({ needs: ['gluten_free'], note: 'Coeliac' })).toBe('Gluten-free (Coeliac)');
    expect(dietaryLine({ needs: [], note: null })).toBe('None');
  });

  it('carries answers through payment metadata and back, values within 500 characters', () => {
    const answers = {
      dietary: { needs: ['vegan' as const], note: 'n'.repeat(200) },
      answer: 'a'.repeat(300),
    };
    const metadata = answersToMetadata(answers.dietary, answers.answer);
    for (const v of Object.values(metadata)) expect(v.length).toBeLessThanOrEqual(500);
    expect(answersFromMetadata({ eventId: '1', userId: '2', ...metadata })).toEqual(answers);
    expect(answersFromMetadata({ eventId: '1', userId: '2' })).toBeNull();
    expect(answersFromMetadata({ dietaryNeeds: 'paleo' })).toBeNull();
  });
});
