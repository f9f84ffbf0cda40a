import { TIME_SLOTS } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { TIME_OPTIONS, timeSlotLabel, todayIn } from './form-options.ts';

describe('create event form options', () => {
  it('labels the 96 quarter-hour slots h:mm a', () => {
    expect(TIME_OPTIONS).toHaveLength(96);
    expect(TIME_SLOTS[0]).toBe('00:00');
    expect(timeSlotLabel('00:00')).toBe('12:00 AM');
    expect(timeSlotLabel('00:15')).toBe('12:15 AM');
    expect(timeSlotLabel('11:45')).toBe('11:45 AM');
    expect(timeSlotLabel('12:00')).toBe('12:00 PM');
    expect(timeSlotLabel('19:30')).toBe('7:30 PM');
    expect(timeSlotLabel('23:45')).toBe('11:45 PM');
  });

  it("gives today's date in the event's zone, not the browser's", () => {
    // 03:00 UTC on 2 June is still 1 June in California
    const now = new Date('2030-06-02T03:00:00Z');
    expect(todayIn('America/Los_Angeles', now)).toBe('2030-06-01');
    expect(todayIn('America/New_York', now)).toBe('2030-06-01');
    expect(todayIn('UTC', now)).toBe('2030-06-02');
  });
});
