import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_EXTENSIONS, NEW_PROJECT_WINDOW_MS } from '../constants';
import { isImageFile, isNewProject, maskPhone, pageOffset } from './rules';

describe('maskPhone', () => {
  it('hides digits 4 to 7 of a mobile number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('02188886666')).toBe('021****6666');
  });

  it('shows nothing for a missing number and a short one as it is', () => {
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('120')).toBe('120');
  });

  it('property: keeps length, the first 3 and the tail, and shows exactly four asterisks in 4-7', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{7,20}$/), (phone) => {
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(phone.length);
        expect(masked.slice(0, 3)).toBe(phone.slice(0, 3));
        expect(masked.slice(3, 7)).toBe('****');
        expect(masked.slice(7)).toBe(phone.slice(7));
        // No digit of positions 4 to 7 can be read back.
        expect(masked.replace(/\*/g, '')).toBe(phone.slice(0, 3) + phone.slice(7));
      }),
      { numRuns: 500 },
    );
  });

  it('property: any text shorter than 7 characters is unchanged, and masking is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        if (text.length < 7) expect(maskPhone(text)).toBe(text);
        expect(maskPhone(maskPhone(text))).toBe(maskPhone(text));
      }),
    );
  });
});

describe('pageOffset', () => {
  it('is size * (page - 1)', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(2, 10)).toBe(10);
    expect(pageOffset(5, 40)).toBe(160);
  });

  it('property: page 1 starts at 0 and each next page starts exactly one page size later', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100 }), (page, size) => {
        expect(pageOffset(page, size)).toBe(size * (page - 1));
        expect(pageOffset(page + 1, size) - pageOffset(page, size)).toBe(size);
        expect(pageOffset(page, size) % size).toBe(0);
        expect(pageOffset(1, size)).toBe(0);
      }),
    );
  });

  it('property: never negative, even for a page below 1 or a fractional page', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: 1, max: 100 }), (page, size) => {
        const offset = pageOffset(page, size);
        expect(offset).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(offset)).toBe(true);
      }),
    );
  });
});

describe('isNewProject', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('uses the SPEC window of 79,488,000 ms (about 22 hours) by default', () => {
    expect(NEW_PROJECT_WINDOW_MS).toBe(79_488_000);
    expect(isNewProject(ago(NEW_PROJECT_WINDOW_MS - 1000), now)).toBe(true);
    expect(isNewProject(ago(NEW_PROJECT_WINDOW_MS + 1000), now)).toBe(false);
  });

  it('honours a site window', () => {
    const week = 7 * 24 * 3600 * 1000;
    expect(isNewProject(ago(3 * 24 * 3600 * 1000), now, week)).toBe(true);
    expect(isNewProject(ago(8 * 24 * 3600 * 1000), now, week)).toBe(false);
  });

  it('is false for a future start, a missing or an unreadable time', () => {
    expect(isNewProject(ago(-60_000), now)).toBe(false);
    expect(isNewProject(null, now)).toBe(false);
    expect(isNewProject('not a date', now)).toBe(false);
  });
});

describe('isImageFile', () => {
  it.each(IMAGE_EXTENSIONS)('accepts .%s in any case', (extension) => {
    expect(isImageFile(`scan.${extension}`)).toBe(true);
    expect(isImageFile(`SCAN.${extension.toUpperCase()}`)).toBe(true);
  });

  it('refuses other files and names without an extension', () => {
    for (const name of ['report.pdf', 'notes.docx', 'png', 'photo.png.exe', 'archive.tif', '']) {
      expect(isImageFile(name)).toBe(false);
    }
  });
});
