import { type CalendarDate, addDays } from '../hospital-time';
/**
 * A small iCalendar (RFC 5545) writer for the visit schedule's export: all-day events only,
 * which is all a visit day needs, so no dependency. Lines end in CRLF and are folded at 75
 * octets without splitting a UTF-8 character (Chinese names are 3 octets a character); text
 * values are escaped (backslash, semicolon, comma, newline). Days are written as they are
 * (VALUE=DATE, no time, no zone): a visit on the hospital's 2026-03-01 is 20260301 in every
 * phone's calendar, whatever its zone.
 */

export interface IcsAllDayEvent {
  /** Globally unique and stable across exports, so a re-import updates rather than duplicates. */
  uid: string;
  day: CalendarDate;
  summary: string;
  description: string;
}

export interface IcsCalendar {
  /** Product identifier: '-//Organisation//Product//ZH'. */
  prodId: string;
  /** Shown by some calendar apps as the calendar's name. */
  name: string;
  /** When the file was made (epoch ms): every event's DTSTAMP. */
  stampedAt: number;
  events: readonly IcsAllDayEvent[];
}

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets: continuation lines start with a space (RFC 5545 §3.1). */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  // A continuation line's leading space counts towards its 75 octets.
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** 'YYYY-MM-DD' as an iCalendar DATE 'YYYYMMDD'. */
export const icsDate = (day: CalendarDate) => day.replace(/-/g, '');

/** An instant as an iCalendar UTC DATE-TIME 'YYYYMMDDTHHMMSSZ'. */
export function icsUtcTime(at: number): string {
  return new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventLines(event: IcsAllDayEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(event.day)}`,
    // DTEND is exclusive: an all-day event ends the next day.
    `DTEND;VALUE=DATE:${icsDate(addDays(event.day, 1))}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    // A visit day should not show the coordinator as busy all day.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole file, CRLF line endings, ending with a CRLF. */
export function writeIcsCalendar(calendar: IcsCalendar): string {
  const stamp = icsUtcTime(calendar.stampedAt);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(calendar.name)}`,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
