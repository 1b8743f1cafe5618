import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, icsDate, icsUtcTime, writeIcsCalendar } from './ical';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a Chinese character', () => {
    const line = `SUMMARY:${'访视'.repeat(40)}`;
    const folded = foldIcsLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(pieces.map((piece, i) => (i === 0 ? piece : piece.slice(1))).join('')).toBe(line);
    expect(foldIcsLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes days as they are and the stamp in UTC', () => {
    expect(icsDate('2028-02-29')).toBe('20280229');
    expect(icsUtcTime(Date.UTC(2026, 1, 28, 16, 30, 5))).toBe('20260228T163005Z');
  });

  it('ends an all-day event the next day, across a month end, with CRLF lines', () => {
    const text = writeIcsCalendar({
      prodId: '-//Test//Test//ZH',
      name: 'x',
      stampedAt: Date.UTC(2026, 0, 1),
      events: [{ uid: 'visit-1@test', day: '2026-02-28', summary: 'S-1 V1', description: 'd' }],
    });
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20260228\r\nDTEND;VALUE=DATE:20260301\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
