/**
 * Canonical JSON (keys sorted at every depth, no spaces) and its SHA-256, so the same content
 * hashes alike however its keys were ordered when it was read or built.
 */
import { createHash } from 'node:crypto';

function sortedValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedValue);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, sortedValue(v)]));
  }
  return value;
}

export const canonicalJson = (value: unknown): string => JSON.stringify(sortedValue(value));

/** SHA-256 (hex) of the canonical JSON of `value`. */
export const contentHash = (value: unknown): string => createHash('sha256').update(canonicalJson(value)).digest('hex');
