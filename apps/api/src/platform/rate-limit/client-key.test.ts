import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey', () => {
  it('keeps IPv4 as it is and reads an IPv4-mapped address as IPv4', () => {
    expect(clientKey('10.1.2.3')).toBe('10.1.2.3');
    expect(clientKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(clientKey('::FFFF:10.1.2.3')).toBe('10.1.2.3');
  });

  it('groups IPv6 by /64, however the address is written', () => {
    const key = '2001:db8:7:9::/64';
    for (const ip of [
      '2001:db8:7:9::1',
      '2001:0db8:0007:0009:ffff:1:2:3',
      '2001:DB8:7:9:abcd::1',
      '2001:db8:7:9:0:0:0:0',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:7:9::5'),
    ])
      expect(clientKey(ip), ip).toBe(key);
    expect(clientKey('2001:db8:7:a::1')).toBe('2001:db8:7:a::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
