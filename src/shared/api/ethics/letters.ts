/**
 * Decision letters (SPEC §7 /ethic/*): once a submission is decided, the secretary (button
 * ethicsLetter:draft) drafts its letter from the decision, with the validity and the
 * continuing-review frequency of an approval; the chair (ethicsLetter:sign) signs it with the
 * shared signature, which gives an approval its number (伦理批件号), files the letter into the
 * project's binder and moves the project's ethics header labels, in one transaction. The team
 * reads its project's signed letters and the project's approval status (page EthicsSubmissions).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { REVIEW_FREQUENCIES_MONTHS } from '../../domain/ethics/continuing-review';
import { LETTER_STATUSES, MAX_VALIDITY_MONTHS } from '../../domain/ethics/letters';
import { signatureBodySchema } from '../access';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import {
  idParams,
  idSchema,
  jsonBody,
  projectRowParams,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';

const BOARD = '/api/ethic/board/letter';
const TEAM = '/api/ethic/issue';
const board = { scope: 'system', page: 'EthicsBoard' } as const;
const team = { scope: 'project', page: 'EthicsSubmissions', projectIdIn: 'params' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

/** A line of the letter as printed and signed: a section heading, or a label and its value. */
export const letterLineSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { section: { type: 'string' }, label: { type: 'string' }, value: { type: 'string' } },
} as const;
export type LetterLine = FromSchema<typeof letterLineSchema>;

const letterProperties = {
  id: { type: 'integer' },
  submissionId: { type: 'integer' },
  projectId: { type: 'integer' },
  kind: { type: 'string', enum: ['approval', 'opinion'] },
  status: { type: 'string', enum: LETTER_STATUSES },
  lines: { type: 'array', items: letterLineSchema },
  validityMonths: nullableInteger,
  reviewFrequencyMonths: nullableInteger,
  approvalNumber: nullableString,
  validFrom: nullableString,
  validUntil: nullableString,
  nextReviewDue: nullableString,
  signedAt: nullableString,
  signedBy: nullableString,
  /** The chair's signature as stored (printed name, meaning, time, content hash) once signed. */
  signature: {
    type: ['object', 'null'],
    additionalProperties: false,
    required: ['signerName', 'meaningText', 'signedAt', 'contentHash', 'state'],
    properties: {
      signerName: { type: 'string' },
      meaningText: { type: 'string' },
      signedAt: { type: 'string' },
      contentHash: { type: 'string' },
      state: { type: 'string', enum: ['valid', 'content_changed', 'superseded'] },
    },
  },
  /** The binder version the signed letter was filed as (null: not filed, e.g. no such folder). */
  filed: {
    type: ['object', 'null'],
    additionalProperties: false,
    required: ['documentId', 'folderId', 'versionNumber'],
    properties: { documentId: { type: 'integer' }, folderId: { type: 'integer' }, versionNumber: { type: 'integer' } },
  },
  createdBy: { type: 'string' },
  createdAt: { type: 'string' },
  version: { type: 'integer' },
} as const;
export const letterSchema = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(letterProperties) as (keyof typeof letterProperties)[],
  properties: letterProperties,
} as const;
export type Letter = FromSchema<typeof letterSchema>;

/** The project's approval in force: from its latest signed approval letter; null when none. */
export const approvalStatusSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['approvalNumber', 'validFrom', 'validUntil', 'nextReviewDue', 'reviewDueState', 'submissionId'],
  properties: {
    approvalNumber: { type: 'string' },
    validFrom: { type: 'string' },
    validUntil: nullableString,
    /** The next continuing review's due day (from the latest approval of an initial or continuing review). */
    nextReviewDue: nullableString,
    reviewDueState: { type: ['string', 'null'], enum: ['notDue', 'dueSoon', 'overdue', null] },
    submissionId: { type: 'integer' },
  },
} as const;
export type ApprovalStatus = FromSchema<typeof approvalStatusSchema>;

export const boardLetterEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BOARD}/:submissionId`,
  access: board,
  summary: "A decided submission's letter (draft or signed), or null when none is drafted yet",
  schema: { params: idParams('submissionId'), response: dataEnvelope({ ...letterSchema, type: ['object', 'null'] }) },
});

export const letterDraftEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BOARD}/draft`,
  access: { scope: 'system', button: 'ethicsLetter:draft' },
  summary:
    "Draft a decided submission's letter from its decision (no id), or redraft an unsigned one (id + version): an approval's validity in months and continuing-review frequency",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        submissionId: idSchema,
        id: idSchema,
        version: versionSchema,
        validityMonths: { type: 'integer', minimum: 1, maximum: MAX_VALIDITY_MONTHS },
        reviewFrequencyMonths: { type: 'integer', enum: REVIEW_FREQUENCIES_MONTHS },
      },
      ['submissionId'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type LetterDraftBody = FromSchema<typeof letterDraftEndpoint.schema.body>;

export const letterSignEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BOARD}/sign`,
  access: { scope: 'system', button: 'ethicsLetter:sign' },
  summary:
    "Sign a drafted letter as the chair: an approval gets its number (EC-PJ-2026-0001); the letter is filed into the project's binder and the project's ethics approval and acceptance numbers follow it",
  bodyType: 'json',
  schema: {
    body: jsonBody({ id: idSchema, version: versionSchema, signature: signatureBodySchema }, [
      'id',
      'version',
      'signature',
    ]),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version', 'approvalNumber'],
      properties: { id: { type: 'integer' }, version: { type: 'integer' }, approvalNumber: nullableString },
    }),
  },
});
export type LetterSignBody = FromSchema<typeof letterSignEndpoint.schema.body>;

export const teamLetterEndpoint = defineEndpoint({
  method: 'GET',
  path: `${TEAM}/letter/:projectId/:id`,
  access: team,
  summary: "A submission's signed letter for the project's team, or null while none is signed",
  schema: { params: projectRowParams, response: dataEnvelope({ ...letterSchema, type: ['object', 'null'] }) },
});

export const approvalStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: `${TEAM}/approval/:projectId`,
  access: team,
  summary: "The project's ethics approval in force and when its next continuing review is due",
  schema: { params: idParams('projectId'), response: dataEnvelope(approvalStatusSchema) },
});
