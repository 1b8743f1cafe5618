/**
 * Pure rules about candidate patients shared by the server and the staff pages: the SPEC §4
 * match statuses, masking a name for lists, checking an ID number, and the spreadsheet
 * notation of lab values and prior drugs used by the import template.
 */
import type { RecruitMatchStatus } from './criteria';

export const RECRUIT_MATCH_STATUSES = [
  'recruitDone',
  'recruitFail',
  'recruitOut',
  'recruitMay',
] as const satisfies readonly RecruitMatchStatus[];

export function isMatchStatus(value: string | null): value is RecruitMatchStatus {
  return value !== null && (RECRUIT_MATCH_STATUSES as readonly string[]).includes(value);
}

/**
 * A name for lists: the first and (for three characters or more) the last character kept,
 * the rest starred — '张*明', '李*', 'J***n' — so a list never shows a full name.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '';
  if (chars.length === 1) return `${chars[0]}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/**
 * A person's name as the exact-name search compares it: Unicode NFKC (full-width letters and
 * spaces become ordinary ones), no spaces at all ('张 三' is '张三'), Latin letters lower-cased.
 */
export function normalisePersonName(name: string): string {
  return name.normalize('NFKC').replace(/\s+/gu, '').toLowerCase();
}

const RESIDENT_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const RESIDENT_ID_CHECKS = '10X98765432';

/**
 * An ID number as accepted: an 18-character mainland resident ID whose check digit is
 * right (GB 11643), or — for passports and other documents — 5 to 20 letters and digits.
 * An 18-digit value that fails the check digit is refused (it is almost certainly a typo).
 */
export function isValidIdNumber(value: string): boolean {
  const upper = value.toUpperCase();
  if (/^[0-9]{17}[0-9X]$/.test(upper)) {
    const sum = RESIDENT_ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(upper[i]), 0);
    return RESIDENT_ID_CHECKS[sum % 11] === upper[17];
  }
  if (/^[0-9]{18}$/.test(upper) || /^[0-9]{17}X$/.test(upper)) return false;
  return /^[A-Z0-9]{5,20}$/.test(upper);
}

export interface LabEntry {
  test: string;
  value: number;
  date: string;
}

const LIST_SEPARATOR = /[;；]/;

/**
 * Lab values as the template writes them: `ALT=38@2026-11-02; 中性粒细胞计数=2.1@2026-11-01`.
 * Answers the entries, or the first piece that cannot be read.
 */
export function parseLabText(text: string): { labs: LabEntry[] } | { bad: string } {
  const labs: LabEntry[] = [];
  for (const piece of text.split(LIST_SEPARATOR)) {
    const part = piece.trim();
    if (!part) continue;
    const found = /^(.+?)\s*=\s*(-?[0-9]+(?:\.[0-9]+)?)\s*@\s*([0-9]{4}-[0-9]{2}-[0-9]{2})$/.exec(part);
    if (!found) return { bad: part };
    labs.push({ test: found[1]!.trim(), value: Number(found[2]), date: found[3]! });
  }
  return { labs };
}

export function formatLabText(labs: readonly LabEntry[]): string {
  return labs.map((lab) => `${lab.test}=${lab.value}@${lab.date}`).join('; ');
}

/** Prior drugs as the template writes them: empty = unknown (null), '无' = none ([]). */
export function parseDrugText(text: string): string[] | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (trimmed === '无' || trimmed.toLowerCase() === 'none') return [];
  return trimmed
    .split(LIST_SEPARATOR)
    .map((drug) => drug.trim())
    .filter((drug) => drug.length > 0);
}

export function formatDrugText(drugs: readonly string[] | null): string {
  if (drugs === null) return '';
  return drugs.length === 0 ? '无' : drugs.join('；');
}
