import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES } from './category-list.ts';
import {
  citiesOf,
  FILTER_STATE_CODES,
  findState,
  isCityOf,
  timeZoneOf,
  US_STATES,
} from './locations.ts';

describe('locations', () => {
  it('lists the 50 states and DC, each with cities and a zone', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    for (const s of US_STATES) {
      expect(s.cities.length).toBeGreaterThan(0);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: s.timeZone })).not.toThrow();
    }
  });

  it('gives California Sacramento only, in Pacific time, and offers only CA to the filter', () => {
    expect(citiesOf('CA')).toEqual(['Sacramento']);
    expect(timeZoneOf('CA')).toBe('America/Los_Angeles');
    expect(FILTER_STATE_CODES).toEqual(['CA']);
  });

  it('looks states up by code, case-insensitively', () => {
    expect(findState('ny')?.name).toBe('New York');
    expect(findState('ZZ')).toBeUndefined();
    expect(isCityOf('TX', 'Austin')).toBe(true);
    expect(isCityOf('TX', 'Sacramento')).toBe(false);
    expect(timeZoneOf('ZZ')).toBe('UTC');
  });
});

it('has the 14 categories of the spec', () => {
  expect(EVENT_CATEGORIES).toHaveLength(14);
  expect(EVENT_CATEGORIES).toContain('Tech & Innovation');
});
