import { describe, expect, it } from 'vitest';
import { isPayoutReturn, settingsSearchFor, settingsTabFrom } from './settings-tabs.ts';

describe('settings tab parameter', () => {
  it('selects the named tab and falls back to password', () => {
    expect(settingsTabFrom('?tab=host')).toBe('host');
    expect(settingsTabFrom('tab=danger')).toBe('danger');
    expect(settingsTabFrom('')).toBe('password');
    expect(settingsTabFrom('?tab=HOST')).toBe('password');
    expect(settingsTabFrom('?tab=billing')).toBe('password');
  });

  it('reads the payout return flag', () => {
    expect(isPayoutReturn('tab=host&complete=true')).toBe(true);
    expect(isPayoutReturn('tab=host&complete=1')).toBe(false);
    expect(isPayoutReturn('tab=host')).toBe(false);
  });

  it('writes the tab and drops the one-shot complete flag', () => {
    expect(settingsSearchFor('tab=host&complete=true', 'host')).toBe('tab=host');
    expect(settingsSearchFor('', 'email')).toBe('tab=email');
    expect(settingsSearchFor('x=1&tab=host', 'privacy')).toBe('x=1&tab=privacy');
  });
});
