import { describe, expect, it } from 'vitest';
import { isNetworkBlock } from './networks';

describe('hospital network blocks', () => {
  it('takes IPv4 and IPv6 addresses and CIDR blocks', () => {
    for (const block of [
      '10.0.0.0/8',
      '192.168.1.20',
      '0.0.0.0/0',
      'fd00::/8',
      '2001:db8::1',
      '::1/128',
      '::ffff:10.1.2.3',
      '1:2:3:4:5:6:7:8',
    ]) {
      expect(isNetworkBlock(block), block).toBe(true);
    }
  });

  it('refuses other text, octets over 255 and prefixes longer than the family', () => {
    for (const block of [
      '',
      'intranet',
      '10.0.0/8',
      '256.1.1.1',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.0/8/1',
      '1::2::3',
      '10.0.0.0/',
      ':1',
      '1:2:3:4:5:6:7',
    ]) {
      expect(isNetworkBlock(block), block).toBe(false);
    }
  });
});
