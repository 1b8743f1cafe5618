/**
 * Dictionary administration (system page DictManage, SPEC §7 '/sys' dictionaries): the
 * dictionaries with their entry counts, one dictionary's entries (disabled ones included,
 * each with how many rows use it), and the versioned writes of button `dict:update`.
 *
 * An entry is named by its dictionary `code` and its `key`; the key never changes once
 * created, since projects store it. An entry in use cannot be deleted, only disabled: the
 * refusal answers code '100' with `data: { reason: 'in_use', inUse }`.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { jsonBody, optionalText, requiredText, versionSchema } from '../contract/staff-fields';

/** A dictionary code or an entry key: ASCII letters, digits and a few separators. */
export const dictCodeSchema = {
  type: 'string',
  format: 'single-line',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_.:/+-]+$',
} as const;
export const dictKeySchema = dictCodeSchema;
export const DICT_VALUE_MAX = 100;

export const dictSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'total', 'enabled'],
  properties: {
    code: { type: 'string' },
    /** Entries, disabled ones included. */
    total: { type: 'integer' },
    enabled: { type: 'integer' },
  },
} as const;

export const dictEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'key', 'value', 'valueEn', 'sort', 'enabled', 'inUse', 'version'],
  properties: {
    code: { type: 'string' },
    key: { type: 'string' },
    /** Chinese name. */
    value: { type: 'string' },
    valueEn: { type: ['string', 'null'] },
    sort: { type: 'integer' },
    enabled: { type: 'boolean' },
    /** How many projects hold this key in the column(s) the dictionary feeds. */
    inUse: { type: 'integer' },
    version: { type: 'integer' },
  },
} as const;

/** What a write answers: the entry and its new version. */
export const savedEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'key', 'version'],
  properties: { code: { type: 'string' }, key: { type: 'string' }, version: { type: 'integer' } },
} as const;

const entryRef = { code: dictCodeSchema, key: dictKeySchema, version: versionSchema } as const;

export const dictListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/sys/dict/list',
  access: { scope: 'system', page: 'DictManage' },
  summary: 'Every dictionary code with its entry counts (known codes listed even when empty)',
  schema: { response: dataEnvelope({ type: 'array', items: dictSummarySchema }) },
});

export const dictEntriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/sys/dict/:code/items',
  access: { scope: 'system', page: 'DictManage' },
  summary: "One dictionary's entries in display order, disabled ones included, with their use counts",
  schema: {
    params: jsonBody({ code: dictCodeSchema }, ['code']),
    response: dataEnvelope({ type: 'array', items: dictEntrySchema }),
  },
});

export const dictEntryCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/sys/dict/item/create',
  access: { scope: 'system', button: 'dict:update' },
  summary: 'Add an entry at the end of its dictionary (the key must be new in that dictionary)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        code: dictCodeSchema,
        key: dictKeySchema,
        value: requiredText(DICT_VALUE_MAX),
        valueEn: optionalText(DICT_VALUE_MAX),
        enabled: { type: 'boolean' },
      },
      ['code', 'key', 'value'],
    ),
    response: dataEnvelope(savedEntrySchema),
  },
});

export const dictEntryUpdateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/sys/dict/item/update',
  access: { scope: 'system', button: 'dict:update' },
  summary: "Change an entry's Chinese and English names (the key stays)",
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...entryRef, value: requiredText(DICT_VALUE_MAX), valueEn: optionalText(DICT_VALUE_MAX) }, [
      'code',
      'key',
      'version',
      'value',
    ]),
    response: dataEnvelope(savedEntrySchema),
  },
});

export const dictEntrySetEnabledEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/sys/dict/item/setEnabled',
  access: { scope: 'system', button: 'dict:update' },
  summary: 'Enable or disable an entry; a disabled entry leaves the public dictionaries and the selects',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...entryRef, enabled: { type: 'boolean' } }, ['code', 'key', 'version', 'enabled']),
    response: dataEnvelope(savedEntrySchema),
  },
});

export const dictReorderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/sys/dict/item/reorder',
  access: { scope: 'system', button: 'dict:update' },
  summary: "Put a dictionary's entries in the given order: every entry once, each with the version it was read at",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        code: dictCodeSchema,
        items: {
          type: 'array',
          minItems: 1,
          // Widened to number: a literal maxItems makes json-schema-to-ts expand tuple types.
          maxItems: 1000,
          items: jsonBody({ key: dictKeySchema, version: versionSchema }, ['key', 'version']),
        },
      },
      ['code', 'items'],
    ),
    response: dataEnvelope({ type: 'array', items: savedEntrySchema }),
  },
});

export const dictEntryDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/sys/dict/item/delete',
  access: { scope: 'system', button: 'dict:update' },
  summary: 'Delete an entry no project uses (an entry in use can only be disabled)',
  bodyType: 'json',
  schema: {
    body: jsonBody(entryRef, ['code', 'key', 'version']),
    response: dataEnvelope(savedEntrySchema),
  },
});

export type DictSummary = FromSchema<typeof dictSummarySchema>;
export type DictEntry = FromSchema<typeof dictEntrySchema>;
export type SavedDictEntry = FromSchema<typeof savedEntrySchema>;
export type DictEntryCreateBody = FromSchema<(typeof dictEntryCreateEndpoint)['schema']['body']>;
export type DictEntryUpdateBody = FromSchema<(typeof dictEntryUpdateEndpoint)['schema']['body']>;
export type DictEntrySetEnabledBody = FromSchema<(typeof dictEntrySetEnabledEndpoint)['schema']['body']>;
export type DictReorderBody = FromSchema<(typeof dictReorderEndpoint)['schema']['body']>;
export type DictEntryRef = FromSchema<(typeof dictEntryDeleteEndpoint)['schema']['body']>;
/** The refusal's `data` when an entry in use is deleted. */
export interface DictInUseRefusal {
  reason: 'in_use';
  inUse: number;
}
