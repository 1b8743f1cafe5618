import { describe, expect, it } from 'vitest';
import { DELIVERY, DISTRIBUTION, EXCURSION, PRESCRIPTION } from './status';

describe('the drugs status machines', () => {
  it('a delivery is received or refused, and only a received one goes in stock', () => {
    expect(DELIVERY.allowed('recorded', ['delivery:receive'])).toEqual(['receive', 'refuse']);
    expect(DELIVERY.allowed('received', ['delivery:receive'])).toEqual(['refuse', 'stockIn']);
    expect(DELIVERY.allowed('inStock', ['delivery:receive'])).toEqual([]);
    expect(DELIVERY.allowed('recorded', [])).toEqual([]);
  });

  it('a dispensing is reviewed once and may be revoked until then or after', () => {
    expect(DISTRIBUTION.allowed('given', ['drug:review', 'drug:revoke'])).toEqual(['review', 'revoke']);
    expect(DISTRIBUTION.allowed('reviewed', ['drug:review', 'drug:revoke'])).toEqual(['revoke']);
    expect(DISTRIBUTION.can('revoked', 'revoke')).toBe(false);
    expect(DISTRIBUTION.allowed('given', ['drug:review'])).toEqual(['review']);
  });

  it('a prescription is published from draft; an excursion is decided once', () => {
    expect(PRESCRIPTION.can('draft', 'publish')).toBe(true);
    expect(PRESCRIPTION.can('dispensed', 'cancel')).toBe(false);
    expect(EXCURSION.allowed('open', ['excursion:decide'])).toEqual(['release', 'reject']);
    expect(EXCURSION.allowed('released', ['excursion:decide'])).toEqual([]);
  });
});
