import { describe, expect, it } from 'vitest';
import { labelCode, parseLabelCode, scannedKitFor } from './label-code';

describe('pack label codes', () => {
  it('reads back what a label encodes', () => {
    expect(labelCode(12, 'K1-0001')).toBe('CTP1:12:K1-0001');
    expect(parseLabelCode(labelCode(12, 'K1-0001'))).toEqual({ projectId: 12, kitNumber: 'K1-0001' });
    expect(parseLabelCode('CTP1:3:LOT_2024/07.A')).toEqual({ projectId: 3, kitNumber: 'LOT_2024/07.A' });
  });

  it("accepts a sponsor's bare kit number, without a project", () => {
    expect(parseLabelCode('KIT000123')).toEqual({ projectId: null, kitNumber: 'KIT000123' });
    expect(parseLabelCode('A'.repeat(40))).toEqual({ projectId: null, kitNumber: 'A'.repeat(40) });
  });

  it('refuses anything else', () => {
    const bad = [
      '',
      ' K1-0001',
      'K1-0001 ',
      'K1 0001',
      'A'.repeat(41),
      '-K1',
      'CTP1:12:',
      'CTP1::K1',
      'CTP1:0:K1',
      'CTP1:012:K1',
      'CTP1:12:K1:extra',
      'CTP1:12:K1 0001',
      'CTP1:99999999999:K1',
      'ctp1:12:K1',
      'CTP2:12:K1',
      'https://example.org/K1',
      'K1\n0001',
      '药盒001',
    ];
    for (const text of bad) expect(parseLabelCode(text), JSON.stringify(text)).toBeUndefined();
  });

  it("gives the kit number for this project only, refusing another project's label", () => {
    expect(scannedKitFor('CTP1:12:K1-0001', 12)).toBe('K1-0001');
    expect(scannedKitFor('K1-0001', 12)).toBe('K1-0001');
    expect(scannedKitFor('CTP1:13:K1-0001', 12)).toBeUndefined();
    expect(scannedKitFor('CTP2:12:K1-0001', 12)).toBeUndefined();
  });
});
