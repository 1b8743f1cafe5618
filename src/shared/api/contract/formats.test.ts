import { describe, expect, it } from 'vitest';
import { isCalendarDate, isInstant, isMultiLineText, isSingleLineText } from './formats';
import { schemaChecker } from './schema-problems';
import { optionalText, requiredText } from './staff-fields';

describe('text formats', () => {
  it('keep ordinary text, Chinese, emoji and (multi-line only) line breaks', () => {
    for (const text of ['肺癌 II 期', 'Dr. O’Brien (PI)', '🙂 ok', 'α-β', '']) {
      expect(isSingleLineText(text)).toBe(true);
      expect(isMultiLineText(text)).toBe(true);
    }
    expect(isMultiLineText('第一行\r\n第二行\tB')).toBe(true);
    expect(isSingleLineText('第一行\n第二行')).toBe(false);
    expect(isSingleLineText('a\tb')).toBe(false);
    expect(isSingleLineText('a\u2028b')).toBe(false);
  });

  it('refuse NUL, control characters, DEL, lone surrogates and bidi controls anywhere', () => {
    const bad = ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009b', '\ud800', '\udfff', 'x\ud83d'];
    const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const text of [...bad, ...bidi].map((c) => `a${c}b`)) {
      expect(isSingleLineText(text), JSON.stringify(text)).toBe(false);
      expect(isMultiLineText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('calendar dates', () => {
  it('are real days from 1900 on, written YYYY-MM-DD', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2026-12-31', '2000-02-29'])
      expect(isCalendarDate(day), day).toBe(true);
    for (const day of [
      '0000-00-00',
      '1899-12-31',
      '2026-02-29',
      '1900-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-04-31',
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
    }
    for (const day of ['2026-1-05', '2026-01-05T00:00Z', ' 2026-01-05', '２０２６-01-05', '']) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });

  it('instants need a real day, a real time and an offset', () => {
    expect(isInstant('2026-01-05T10:00+08:00')).toBe(true);
    expect(isInstant('2026-01-05T23:59:59.999Z')).toBe(true);
    for (const time of [
      '2026-02-30T10:00Z',
      '2026-01-05T24:00Z',
      '2026-01-05T10:60Z',
      '2026-01-05T10:00',
      '0000-00-00T00:00Z',
    ]) {
      expect(isInstant(time), time).toBe(false);
    }
  });
});

describe('form problems', () => {
  it('name what a field may not hold, in either language, as the server refuses it', () => {
    const check = schemaChecker({
      type: 'object',
      properties: {
        name: requiredText(50),
        note: optionalText(500, 'multi-line'),
        day: { type: 'string', format: 'calendar-date' },
      },
    });
    expect(check({ name: 'a\nb', note: 'a\nb', day: '2026-01-05' }, 'zh-CN')).toEqual({
      name: '不能包含换行、制表符、控制字符或双向控制字符',
    });
    expect(check({ name: 'ab', note: 'a\u0000b', day: '2026-02-30' }, 'en')).toEqual({
      note: 'Control characters and bidi controls are not allowed',
      day: 'Not a real date (YYYY-MM-DD, from 1900 on)',
    });
  });
});
