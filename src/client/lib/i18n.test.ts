import { describe, expect, it } from 'vitest';
import { format, joinList, placeholdersOf } from './i18n';

describe('format', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('共 {total} 条', { total: 3 })).toBe('共 3 条');
    expect(format('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });

  it('chooses the plural form by the number, with exact matches first', () => {
    const template = '{count, plural, =0 {no problems} one {# problem} other {# problems}} in {rows} rows';
    expect(format(template, { count: 0, rows: 2 })).toBe('no problems in 2 rows');
    expect(format(template, { count: 1, rows: 2 })).toBe('1 problem in 2 rows');
    expect(format(template, { count: 7, rows: 2 })).toBe('7 problems in 2 rows');
  });

  it('fills placeholders inside a plural branch', () => {
    expect(format('{n, plural, one {# row from {file}} other {# rows from {file}}}', { n: 2, file: 'a.csv' })).toBe(
      '2 rows from a.csv',
    );
  });
});

describe('placeholdersOf', () => {
  it('names plain placeholders and plural arguments, once each', () => {
    expect(placeholdersOf('{n, plural, one {# row {x}} other {# rows {x}}} of {total} {n}')).toEqual([
      'n',
      'total',
      'x',
    ]);
    expect(placeholdersOf('共 {total} 条')).toEqual(['total']);
  });
});

describe('joinList', () => {
  it('joins with the Chinese enumeration comma or an English comma', () => {
    expect(joinList(['肺癌', '胃癌'], 'zh-CN')).toBe('肺癌、胃癌');
    expect(joinList(['Lung cancer', 'Gastric cancer'], 'en')).toBe('Lung cancer, Gastric cancer');
  });
});
