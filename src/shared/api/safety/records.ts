/**
 * What the four safety record kinds (AE, SAE, SUSAR, DSUR; SPEC §7 gcpAeRecord, gcpSaeRecord,
 * gcpSusarRecord, gcpDsurRecord) share: the lifecycle fields every row carries, the due-date
 * fields of the reports, and the lifecycle endpoints (submit, revise, delete a draft, the
 * submitted revisions) declared once per kind by `recordLifecycleEndpoints`; and the leading
 * subject fields of the con-med and violation rows, so every safety row names its subject alike.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { ProjectButton, ProjectPage } from '../../domain/access';
import { DUE_STATES } from '../../domain/safety/due-states';
import { signatureBodySchema, signatureSchema } from '../access';
import { RECORD_STATUSES } from '../../domain/safety/status';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import {
  ROW_AUTHOR_REQUIRED,
  idSchema,
  jsonBody,
  projectRowParams,
  projectRowRefProperties,
  requiredText,
  rowAuthorProperties,
  savedRowSchema,
} from '../contract/staff-fields';

export const REVISION_REASON_MAX = 500;

/** Lifecycle fields of every safety record row. */
export const recordLifecycleProperties = {
  status: { type: 'string', enum: RECORD_STATUSES },
  /** 1 for the first; a revision opens the next as a draft. */
  revision: { type: 'integer' },
  /** Why the current revision was opened (null for the first). */
  revisionReason: { type: ['string', 'null'] },
  submittedAt: { type: ['string', 'null'] },
  submittedBy: { type: ['string', 'null'] },
  ...rowAuthorProperties,
} as const;
/** The row schemas' `required` entries for `recordLifecycleProperties`, in the same order. */
export const RECORD_LIFECYCLE_REQUIRED = [
  'status',
  'revision',
  'revisionReason',
  'submittedAt',
  'submittedBy',
  ...ROW_AUTHOR_REQUIRED,
] as const;
export const RECORD_LIFECYCLE_FIELDS = Object.keys(
  recordLifecycleProperties,
) as (keyof typeof recordLifecycleProperties)[];

/** Due-date fields of a report (shared/domain/safety/due-dates.ts), computed at the server's now. */
export const dueProperties = {
  dueAt: { type: 'string' },
  dueLabel: { type: 'string' },
  dueState: { type: 'string', enum: DUE_STATES },
} as const;
export const DUE_FIELDS = Object.keys(dueProperties) as (keyof typeof dueProperties)[];
export const DUE_REQUIRED = ['dueAt', 'dueLabel', 'dueState'] as const;

/**
 * The leading fields of a subject's con-med or violation row: the subject named by number and
 * initials only (never the patient).
 */
export const subjectRowProperties = {
  id: { type: 'integer' },
  projectId: { type: 'integer' },
  subjectId: { type: 'integer' },
  subjectNumber: { type: 'string' },
  initials: { type: 'string' },
} as const;
export const SUBJECT_ROW_REQUIRED = ['id', 'projectId', 'subjectId', 'subjectNumber', 'initials'] as const;

export const revisionSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['revision', 'reason', 'submittedBy', 'submittedAt'],
  properties: {
    revision: { type: 'integer' },
    reason: { type: ['string', 'null'] },
    submittedBy: { type: 'string' },
    submittedAt: { type: 'string' },
  },
} as const;
export type RevisionSummary = FromSchema<typeof revisionSummarySchema>;

/** What submit answers: the new row version, and the report number when it was given now. */
export const submittedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'reportNo'],
  properties: { id: { type: 'integer' }, version: { type: 'integer' }, reportNo: { type: ['string', 'null'] } },
} as const;

/**
 * The lifecycle endpoints of one record kind under its SPEC §7 path group, e.g.
 * `/api/trial/gcpAeRecord`: submit and revise need the kind's submit button, deleting a
 * never-submitted draft its update button, reading revisions its page.
 */
export function recordLifecycleEndpoints<
  const Base extends string,
  const Page extends ProjectPage,
  const Update extends ProjectButton,
  const Submit extends ProjectButton,
>(base: Base, page: Page, buttons: { update: Update; submit: Submit }, noun: string) {
  return {
    submit: defineEndpoint({
      method: 'POST',
      path: `${base}/submit`,
      access: { scope: 'project', button: buttons.submit, projectIdIn: 'body' },
      bodyType: 'json',
      summary: `Submit a draft ${noun}, signed with the submitter's password: freezes it as a revision (and gives a report its number)`,
      schema: {
        body: jsonBody({ ...projectRowRefProperties, signature: signatureBodySchema }, [
          'projectId',
          'id',
          'version',
          'signature',
        ]),
        response: dataEnvelope(submittedSchema),
      },
    }),
    revise: defineEndpoint({
      method: 'POST',
      path: `${base}/revise`,
      access: { scope: 'project', button: buttons.submit, projectIdIn: 'body' },
      bodyType: 'json',
      summary: `Open the next revision of a submitted ${noun} as a draft, with a reason; the submitted one stays readable`,
      schema: {
        body: jsonBody({ ...projectRowRefProperties, reason: requiredText(REVISION_REASON_MAX, 'multi-line') }, [
          'projectId',
          'id',
          'version',
          'reason',
        ]),
        response: dataEnvelope(savedRowSchema),
      },
    }),
    remove: defineEndpoint({
      method: 'POST',
      path: `${base}/delete`,
      access: { scope: 'project', button: buttons.update, projectIdIn: 'body' },
      bodyType: 'json',
      summary: `Delete a ${noun} draft that was never submitted`,
      schema: {
        body: jsonBody(projectRowRefProperties, ['projectId', 'id', 'version']),
        response: dataEnvelope({ type: 'null' }),
      },
    }),
    revisions: defineEndpoint({
      method: 'GET',
      path: `${base}/revisions/:projectId/:id`,
      access: { scope: 'project', page, projectIdIn: 'params' },
      summary: `The submitted revisions of a ${noun}, newest first`,
      schema: {
        params: projectRowParams,
        response: dataEnvelope({ type: 'array', items: revisionSummarySchema }),
      },
    }),
    signatures: defineEndpoint({
      method: 'GET',
      path: `${base}/signatures/:projectId/:id`,
      access: { scope: 'project', page, projectIdIn: 'params' },
      summary: `The electronic signatures of a ${noun}, oldest first, each checked against the ${noun} now`,
      schema: {
        params: projectRowParams,
        response: dataEnvelope({ type: 'array', items: signatureSchema }),
      },
    }),
    revision: defineEndpoint({
      method: 'GET',
      path: `${base}/revision/:projectId/:id/:revision`,
      access: { scope: 'project', page, projectIdIn: 'params' },
      summary: `One submitted revision of a ${noun}, as it was submitted`,
      schema: {
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['projectId', 'id', 'revision'],
          properties: { projectId: idSchema, id: idSchema, revision: idSchema },
        },
        response: dataEnvelope({
          type: 'object',
          additionalProperties: false,
          required: ['summary', 'data'],
          properties: {
            summary: revisionSummarySchema,
            /** The record's fields as submitted (the kind's row schema). */
            data: { type: 'object', additionalProperties: true },
          },
        }),
      },
    }),
  };
}
