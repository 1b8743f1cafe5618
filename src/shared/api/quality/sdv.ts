/**
 * Source data verification (`/api/bus/rsdv/sdv`): a subject's records with their SDV state and
 * unsettled query counts, the project's coverage per subject, and the monitor's marks. A mark
 * verifies one version of a record: the mark request names the version the monitor read, and
 * a record changed since no longer counts as verified (shared/domain/quality/sdv.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { SDV_RECORD_KINDS, SDV_STATES } from '../../domain/quality/sdv';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idSchema, jsonBody, projectRowParams, idParams, versionSchema } from '../contract/staff-fields';

const SDV_BASE = '/api/bus/rsdv/sdv';

const recordKind = { type: 'string', enum: SDV_RECORD_KINDS } as const;

export const sdvRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'id', 'label', 'version', 'sdvState', 'verifiedBy', 'verifiedAt', 'unsettledQueries'],
  properties: {
    kind: recordKind,
    id: { type: 'integer' },
    /** What the record is (an AE's term and onset, a visit's name, a drug), for the list. */
    label: { type: 'string' },
    version: { type: 'integer' },
    sdvState: { type: 'string', enum: SDV_STATES },
    verifiedBy: { type: ['string', 'null'] },
    verifiedAt: { type: ['string', 'null'] },
    unsettledQueries: { type: 'integer' },
  },
} as const;

export const sdvSubjectEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SDV_BASE}/subject/:projectId/:id`,
  access: { scope: 'project', page: 'MonitoringQueries', projectIdIn: 'params' },
  summary: "A subject's records (the subject, done visits, AEs, SAE reports, con-meds) with SDV state and queries",
  notFoundWhen: 'the subject is not one of the project’s',
  schema: {
    params: projectRowParams,
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['records', 'verified', 'total', 'percent'],
      properties: {
        records: { type: 'array', items: sdvRecordSchema },
        verified: { type: 'integer' },
        total: { type: 'integer' },
        percent: { type: 'integer' },
      },
    }),
  },
});

const coverageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['verified', 'total', 'percent', 'unsettledQueries'],
  properties: {
    verified: { type: 'integer' },
    total: { type: 'integer' },
    percent: { type: 'integer' },
    unsettledQueries: { type: 'integer' },
  },
} as const;

export const sdvCoverageEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SDV_BASE}/coverage/:projectId`,
  access: { scope: 'project', page: 'MonitoringQueries', projectIdIn: 'params' },
  summary: "SDV coverage of the project's key records (percent verified), in all and per valid subject",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['project', 'subjects'],
      properties: {
        project: coverageSchema,
        subjects: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['subjectId', 'subjectNumber', 'initials', ...coverageSchema.required],
            properties: {
              subjectId: { type: 'integer' },
              subjectNumber: { type: 'string' },
              initials: { type: 'string' },
              ...coverageSchema.properties,
            },
          },
        },
      },
    }),
  },
});

const markResponse = dataEnvelope({
  type: 'object',
  additionalProperties: false,
  required: ['recordVersion'],
  properties: { recordVersion: { type: 'integer' } },
});

export const sdvMarkEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SDV_BASE}/mark`,
  access: { scope: 'project', button: 'sdv:mark', projectIdIn: 'body' },
  summary: 'Mark a record verified at the version the monitor read (refused when it changed since)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, kind: recordKind, id: idSchema, version: versionSchema }, [
      'projectId',
      'kind',
      'id',
      'version',
    ]),
    response: markResponse,
  },
});

export const sdvUnmarkEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SDV_BASE}/unmark`,
  access: { scope: 'project', button: 'sdv:mark', projectIdIn: 'body' },
  summary: "Remove a record's SDV mark",
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, kind: recordKind, id: idSchema }, ['projectId', 'kind', 'id']),
    response: markResponse,
  },
});

export type SdvRecord = FromSchema<typeof sdvRecordSchema>;
export type SdvSubject = NonNullable<FromSchema<(typeof sdvSubjectEndpoint)['schema']['response']>['data']>;
export type SdvCoverage = NonNullable<FromSchema<(typeof sdvCoverageEndpoint)['schema']['response']>['data']>;
export type SdvMarkBody = FromSchema<(typeof sdvMarkEndpoint)['schema']['body']>;
export type SdvUnmarkBody = FromSchema<(typeof sdvUnmarkEndpoint)['schema']['body']>;
