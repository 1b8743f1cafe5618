/** Dictionary endpoints: code -> ordered list of { key, value, valueEn? } (SPEC §7). */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { singleLine } from '../contract/text-schemas';

export const dictItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'value'],
  properties: {
    key: { type: 'string' },
    value: { type: 'string' },
    /** The English name, where the hospital gave one; English screens fall back to `value`. */
    valueEn: { type: 'string' },
    /**
     * Batch answers only, and only when true: an entry an administrator disabled. Rows that
     * hold it still show its name; no select offers it (see `offeredEntries`).
     */
    disabled: { type: 'boolean' },
  },
} as const;
export type DictItem = FromSchema<typeof dictItemSchema>;

/** The entries a select offers: the enabled ones. */
export const offeredEntries = <T extends { disabled?: boolean }>(items: readonly T[] | undefined): T[] =>
  (items ?? []).filter((item) => !item.disabled);

const dictList = dataEnvelope({ type: 'array', items: dictItemSchema });

export const projectStatusDictEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dict/project-status',
  access: 'public',
  summary: 'The project status dictionary (key and display name, in order)',
  schema: { response: dictList },
});

export const trialTypesDictEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dict/trial-types',
  access: 'public',
  summary: 'The trial type dictionary (key and display name, in order)',
  schema: { response: dictList },
});

export const subjectStatusDictEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dict/subject-status',
  access: 'public',
  summary: 'The subject status dictionary (key and display name, in order)',
  schema: { response: dictList },
});

export const dictBatchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dict/batch',
  access: 'public',
  summary: 'Several dictionaries at once, by code (at most 100)',
  bodyType: 'json',
  schema: {
    body: {
      type: 'array',
      // Widened to number: a literal maxItems makes json-schema-to-ts expand 100 tuple types.
      maxItems: 100,
      items: { ...singleLine(64), minLength: 1 },
    },
    response: dataEnvelope({
      type: 'object',
      additionalProperties: { type: 'array', items: dictItemSchema },
    }),
  },
});
export type DictBatch = Record<string, DictItem[]>;
