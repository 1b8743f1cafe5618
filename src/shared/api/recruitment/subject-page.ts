/**
 * One subject's page (受试者详情, issue 24 item 1): the subject with its randomisation and
 * consent form version, the person behind it as the caller's role may see them (masked, and
 * only with the candidate page), its status and consent history and audit trail from the audit
 * log, contacts, visits, AEs, SAEs, con-meds and deviations. A section the caller's role has no
 * page for comes back null. Also the randomisation and re-consent writes.
 */
import type { FromSchema } from 'json-schema-to-ts';
import {
  CONSENT_VERSION_MAX,
  RANDOMISATION_ARM_MAX,
  RANDOMISATION_NUMBER_PATTERN,
} from '../../domain/recruitment/randomisation';
import { RECRUIT_MATCH_STATUSES } from '../../domain/recruitment/patient';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import { idSchema, jsonBody, requiredText, savedRowSchema, versionSchema } from '../contract/staff-fields';
import { subjectSchema } from './subjects';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;

/** A section's rows, or null when the caller's role has no page for the section. */
function rowsOf<const P extends Record<string, unknown>>(properties: P) {
  const required = Object.keys(properties) as (keyof P & string)[];
  return {
    anyOf: [
      { type: 'array', items: { type: 'object', additionalProperties: false, required, properties } },
      { type: 'null' },
    ],
  } as const;
}

const auditEventSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'at', 'actorName', 'action', 'reason', 'before', 'after'],
  properties: {
    id: int,
    at: text,
    actorName: nullableText,
    action: text,
    reason: nullableText,
    /** JSON text of the values before and after, as the audit row keeps them. */
    before: nullableText,
    after: nullableText,
  },
} as const;

export const subjectPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'subject',
    'randomisation',
    'consentVersion',
    'identity',
    'statusHistory',
    'consentHistory',
    'audit',
    'contacts',
    'visits',
    'aes',
    'saes',
    'conMeds',
    'deviations',
  ],
  properties: {
    subject: subjectSchema,
    randomisation: {
      type: 'object',
      additionalProperties: false,
      required: ['number', 'arm', 'date'],
      properties: { number: nullableText, arm: nullableText, date: nullableText },
    },
    consentVersion: nullableText,
    /** The candidate behind the subject, masked; null without the candidate page or for a manual add. */
    identity: {
      anyOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['patientId', 'maskedName', 'maskedPhone', 'sex', 'birthYear', 'matchStatus'],
          properties: {
            patientId: int,
            /** The candidate's last automatic match (a pre-screen: free text not reviewed); null if never matched. */
            matchStatus: { type: ['string', 'null'], enum: [...RECRUIT_MATCH_STATUSES, null] },
            maskedName: text,
            maskedPhone: text,
            sex: nullableText,
            birthYear: { type: ['integer', 'null'] },
          },
        },
        { type: 'null' },
      ],
    },
    statusHistory: { type: 'array', items: auditEventSchema },
    consentHistory: { type: 'array', items: auditEventSchema },
    audit: { type: 'array', items: auditEventSchema },
    contacts: rowsOf({
      id: int,
      contactedAt: text,
      method: nullableText,
      result: int,
      reason: nullableText,
      note: nullableText,
      actorName: text,
    }),
    visits: rowsOf({
      id: int,
      visitCode: text,
      name: text,
      plannedDate: text,
      windowStart: text,
      windowEnd: text,
      executedDate: nullableText,
      status: text,
    }),
    aes: rowsOf({ id: int, term: text, onsetDate: text, serious: text, status: text }),
    saes: rowsOf({ id: int, reportNo: nullableText, reportType: text, aeTerm: text, learnedAt: text, status: text }),
    conMeds: rowsOf({ id: int, drug: text, startDate: text, endDate: nullableText, status: text }),
    deviations: rowsOf({ id: int, occurredDate: text, description: text, severity: int, status: text }),
  },
} as const;

export const subjectPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/subject/:projectId/:id/page',
  access: { scope: 'project', page: 'TrialSubjects', projectIdIn: 'params' },
  summary: "One subject's page: identity as the role may see it, consent, randomisation, history and its records",
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'id'],
      properties: { projectId: idSchema, id: idSchema },
    },
    response: dataEnvelope(subjectPageSchema),
  },
});

export const subjectRandomiseEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/randomise',
  access: { scope: 'project', button: 'subject:status', projectIdIn: 'body' },
  summary: "Record or correct an enrolled subject's randomisation number, arm and day (a correction needs a reason)",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        randomisationNumber: { type: 'string', format: 'single-line', pattern: RANDOMISATION_NUMBER_PATTERN },
        randomisationArm: requiredText(RANDOMISATION_ARM_MAX),
        randomisedDate: calendarDateSchema,
        reason: requiredText(200, 'multi-line'),
      },
      ['projectId', 'id', 'version', 'randomisationNumber', 'randomisationArm', 'randomisedDate'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const subjectConsentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/consent',
  access: { scope: 'project', button: 'subject:create', projectIdIn: 'body' },
  summary: 'Record that the subject signed (again) a version of the consent form on a day',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        consentVersion: requiredText(CONSENT_VERSION_MAX),
        consentDate: calendarDateSchema,
      },
      ['projectId', 'id', 'version', 'consentVersion', 'consentDate'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export type SubjectPage = NonNullable<FromSchema<typeof subjectPageSchema>>;
export type SubjectAuditEvent = FromSchema<typeof auditEventSchema>;
export type SubjectRandomiseBody = FromSchema<(typeof subjectRandomiseEndpoint)['schema']['body']>;
export type SubjectConsentBody = FromSchema<(typeof subjectConsentEndpoint)['schema']['body']>;
