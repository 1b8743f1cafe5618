/**
 * The organization tree (page OrgManage): the hospital as the one root, its departments
 * and units below. The units directly under the root are the departments of the public
 * org list's 'dep' entry (SPEC §3 'Department option').
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { idSchema, jsonBody, requiredText, savedRowSchema, versionSchema } from '../contract/staff-fields';
import { dataEnvelope } from '../contract/envelope';

/** The tree is at most this deep, the root included (hospital → department → ward → group → team). */
export const ORG_MAX_DEPTH = 5;

/** One unit of the tree, with its children (sorted by `sort`, then id). */
export interface OrgNode {
  id: number;
  parentId: number | null;
  name: string;
  code: string | null;
  sort: number;
  version: number;
  /** Users whose department this unit is. */
  userCount: number;
  children: OrgNode[];
}

function orgLevel<const C extends JSONSchema>(children: C) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'parentId', 'name', 'code', 'sort', 'version', 'userCount', 'children'],
    properties: {
      id: { type: 'integer' },
      parentId: { type: ['integer', 'null'] },
      name: { type: 'string' },
      code: { type: ['string', 'null'] },
      sort: { type: 'integer' },
      version: { type: 'integer' },
      userCount: { type: 'integer' },
      children: { type: 'array', items: children },
    },
  } as const;
}

// Written out level by level (ORG_MAX_DEPTH of them): a recursive $ref would serialise but
// its type cannot be inferred. The deepest level has no children.
const leafLevel = orgLevel({ not: {} });
const level4 = orgLevel(leafLevel);
const level3 = orgLevel(level4);
const level2 = orgLevel(level3);
const rootLevel = orgLevel(level2);

export const orgTreeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/org/tree',
  access: { scope: 'system', page: 'OrgManage' },
  summary: 'The organization tree from the hospital root',
  schema: { response: dataEnvelope({ type: 'array', items: rootLevel }) },
});

export const orgSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/org/save',
  access: { scope: 'system', button: 'org:save' },
  summary: 'Create a unit (no id) or rename, recode, re-sort or move one (id + version); no cycles, one root',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        id: idSchema,
        version: versionSchema,
        /** null only for the hospital root itself. */
        parentId: { ...idSchema, type: ['integer', 'null'] },
        name: requiredText(50),
        /** Unique when given (e.g. the HIS department code). */
        code: { type: ['string', 'null'], format: 'single-line', maxLength: 32, pattern: '^[A-Za-z0-9_.-]*$' },
        sort: { type: 'integer', minimum: 0, maximum: 9999 },
      },
      ['parentId', 'name', 'sort'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export type OrgSaveBody = FromSchema<(typeof orgSaveEndpoint)['schema']['body']>;
