/**
 * The JSON Schema fragments of the API's string formats (formats.ts holds the formats' rules).
 * Apart from those rules, so a module that only declares a schema (the public portal's
 * endpoints, read by the entry bundle) brings none of the validators with it.
 */

/** Text on one line (names, codes, keywords, titles). */
export const singleLine = (maxLength: number) => ({ type: 'string', format: 'single-line', maxLength }) as const;

/** Text that may span lines (descriptions, notes, reasons). */
export const multiLine = (maxLength: number) => ({ type: 'string', format: 'multi-line', maxLength }) as const;

/** A calendar day 'YYYY-MM-DD' (the hospital's day, no time, no zone). */
export const calendarDateSchema = { type: 'string', format: 'calendar-date' } as const;

/** An instant with its offset, e.g. when a report was learned of. */
export const instantSchema = { type: 'string', format: 'instant', maxLength: 40 } as const;
