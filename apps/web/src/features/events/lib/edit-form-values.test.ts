import { describe, expect, it } from 'vitest';
import { anEvent } from '@/test/fixtures.ts';
import { editFormValues, editPayload } from './edit-form-values.ts';
import type { EventFormOutput } from './event-form-values.ts';

const opensAt = '2026-12-01T17:00:30.000Z';
const event = anEvent({ opensAt });
const before = editFormValues(event, '1801 L St');
const submitted = (changes: Partial<EventFormOutput>) =>
  ({ ...before, ...changes }) as EventFormOutput;

describe('editPayload: the opening (decision 071)', () => {
  it('sends nothing when the opening is the same instant, however it is written', () => {
    expect(editPayload(event, before, submitted({})).opensAt).toBeUndefined();
    const same = submitted({ opensAt: '2026-12-01T09:00:30-08:00' });
    expect(editPayload(event, before, same).opensAt).toBeUndefined();
  });
  it('sends a new opening, and null when it is cleared', () => {
    const later = '2026-12-02T18:00:00.000Z';
    expect(editPayload(event, before, submitted({ opensAt: later })).opensAt).toBe(later);
    expect(editPayload(event, before, submitted({ opensAt: null })).opensAt).toBeNull();
  });
});
