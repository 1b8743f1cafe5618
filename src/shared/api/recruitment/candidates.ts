/**
 * Candidate patients of a project (SPEC §7 recruitment 'patient'): the coordinator's
 * worklist (masked names and phones only), one patient's full record (every view audited,
 * never cached) and hand entry with merge by medical-record number. Imports and the HIS
 * sync: candidate-import.ts; the public lead after the self-check: recruit-lead.ts.
 * Identifying fields are encrypted at rest; lookups go through keyed hashes.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { RECRUIT_MATCH_STATUSES } from '../../domain/recruitment/patient';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import { idSchema, jsonBody, pagingProperties, phoneSchema, requiredText } from '../contract/staff-fields';
import { contactSchema } from './follow';
import { outcomeSchema } from './match-outcome';
import { PATIENT_LIST_SORTS, candidateListFilters } from './list-filters';
import { PATIENT_NAME_MAX, SELF_CHECK_ANSWERS } from './recruit-lead';

export const PATIENT_MRN_MAX = 32;

const nullableText = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const nullableDay = { ...calendarDateSchema, type: ['string', 'null'] } as const;
const sexSchema = { type: ['string', 'null'], enum: ['male', 'female', null] } as const;
const projectParams = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId'],
  properties: { projectId: idSchema },
} as const;

export const diagnosisSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'text'],
  properties: {
    /** ICD-10 code ('C34.1'), null when only the text is known. */
    code: {
      type: ['string', 'null'],
      format: 'single-line',
      maxLength: 16,
      pattern: '^[A-Z][0-9]{2}(\\.[0-9A-Z]{1,4})?$',
    },
    text: { type: 'string', format: 'single-line', maxLength: 200 },
  },
} as const;

export const labValueSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['test', 'value', 'date'],
  properties: {
    test: { type: 'string', format: 'single-line', minLength: 1, maxLength: 60 },
    value: { type: 'number' },
    date: calendarDateSchema,
  },
} as const;

export const patientRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'maskedName',
    'maskedPhone',
    'sex',
    'age',
    'source',
    'matchStatus',
    'suggested',
    'recruitResult',
    'contactCount',
    'lastContactAt',
    'nextFollowUp',
    'followUpDue',
    'subjectId',
    'version',
  ],
  properties: {
    id: { type: 'integer' },
    /** '张*明', '李*': never the full name in a list. */
    maskedName: { type: 'string' },
    /** '138****5678' (SPEC §9); '' without a phone. */
    maskedPhone: { type: 'string' },
    sex: sexSchema,
    /** Whole years at the hospital's today; null without a birth date. */
    age: nullableInt,
    /** SPEC §4 patient source: 0 manual, 1 import, 2 HIS, 3 portal self-check. */
    source: { type: 'integer' },
    matchStatus: { type: ['string', 'null'], enum: [...RECRUIT_MATCH_STATUSES, null] },
    suggested: { type: 'boolean' },
    /** The last contact's result: 1 willing, 2 unwilling, 0 not reached. */
    recruitResult: nullableInt,
    contactCount: { type: 'integer' },
    lastContactAt: nullableText,
    nextFollowUp: nullableText,
    /** The next follow-up day is on or before the hospital's today. */
    followUpDue: { type: 'boolean' },
    /** The trial subject made from this candidate, if any. */
    subjectId: nullableInt,
    version: { type: 'integer' },
  },
} as const;

export const patientListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/recruit/patient/:projectId/list',
  access: { scope: 'project', page: 'RecruitCandidates', projectIdIn: 'params' },
  summary: "A project's candidate patients (masked); keyword: an exact MRN or phone; name: an exact name",
  schema: {
    params: projectParams,
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ...pagingProperties,
        ...candidateListFilters,
        suggested: { type: 'boolean' },
        /** true: only patients whose follow-up day has come, those due longest first. */
        due: { type: 'boolean' },
        source: { type: 'integer', minimum: 0, maximum: 3 },
        result: { type: 'integer', enum: [0, 1, 2] },
        sort: { type: 'string', enum: PATIENT_LIST_SORTS, default: 'updatedAt' },
      },
    },
    response: listEnvelope(patientRowSchema),
  },
});

const patientRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    ...['id', 'projectId', 'name', 'phone', 'idNumber', 'mrn', 'sex', 'birthDate', 'age', 'diagnoses'],
    ...['labs', 'priorDrugs', 'source', 'selfCheck', 'consent', 'match', 'suggested', 'recruitResult'],
    ...['nextFollowUp', 'contacts', 'subject', 'projectRecruiting', 'createdAt', 'updatedAt', 'version'],
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    name: { type: 'string' },
    phone: nullableText,
    idNumber: nullableText,
    mrn: { type: 'string' },
    sex: sexSchema,
    birthDate: nullableText,
    age: nullableInt,
    diagnoses: { type: 'array', items: diagnosisSchema },
    labs: { type: 'array', items: labValueSchema },
    /** null: nobody recorded them; []: none. */
    priorDrugs: { type: ['array', 'null'], items: { type: 'string' } },
    source: { type: 'integer' },
    /** A portal lead's self-check answers. */
    selfCheck: {
      type: ['array', 'null'],
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['questionId', 'answer'],
        properties: { questionId: { type: 'string' }, answer: { type: 'string', enum: SELF_CHECK_ANSWERS } },
      },
    },
    /** A portal lead's consent. */
    consent: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['version', 'at', 'purpose', 'retentionDays'],
      properties: {
        version: { type: 'string' },
        at: { type: 'string' },
        purpose: { type: 'string' },
        retentionDays: { type: 'integer' },
      },
    },
    match: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['status', 'outcomes', 'ruleName', 'ruleVersion', 'matchedAt'],
      properties: {
        status: { type: 'string', enum: RECRUIT_MATCH_STATUSES },
        outcomes: { type: 'array', items: outcomeSchema },
        ruleName: nullableText,
        ruleVersion: nullableInt,
        matchedAt: { type: 'string' },
      },
    },
    suggested: { type: 'boolean' },
    recruitResult: nullableInt,
    nextFollowUp: nullableText,
    contacts: { type: 'array', items: contactSchema },
    subject: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['id', 'subjectNumber', 'status'],
      properties: { id: { type: 'integer' }, subjectNumber: { type: 'string' }, status: { type: 'string' } },
    },
    /** The project's recruitment status is 'recruiting' (zmz): only then may a candidate start screening. */
    projectRecruiting: { type: 'boolean' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    version: { type: 'integer' },
  },
} as const;

export const patientDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/recruit/patient/:projectId/:id',
  access: { scope: 'project', page: 'RecruitCandidates', projectIdIn: 'params' },
  summary: "One candidate's full record (identity decrypted); every call is written to the audit trail",
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'id'],
      properties: { projectId: idSchema, id: idSchema },
    },
    response: dataEnvelope(patientRecordSchema),
  },
});

export const patientSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/recruit/patient/save',
  access: { scope: 'project', button: 'recruit:patient', projectIdIn: 'body' },
  summary: 'Add a candidate by hand (no id; an MRN already in the project merges) or update one (id + version)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: idSchema,
        name: requiredText(PATIENT_NAME_MAX),
        sex: sexSchema,
        /** A real calendar day, not after the hospital's today. */
        birthDate: nullableDay,
        phone: { ...phoneSchema, type: ['string', 'null'] },
        /** 18-character resident ID (check digit verified) or a passport-like 5–20 letters and digits. */
        idNumber: { type: ['string', 'null'], format: 'single-line', maxLength: 20 },
        mrn: requiredText(PATIENT_MRN_MAX),
        diagnoses: { type: 'array', maxItems: 20, items: diagnosisSchema },
        labs: { type: 'array', maxItems: 100, items: labValueSchema },
        priorDrugs: {
          type: ['array', 'null'],
          maxItems: 50,
          items: { type: 'string', format: 'single-line', minLength: 1, maxLength: 60 },
        },
      },
      ['projectId', 'name', 'mrn'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version', 'merged'],
      properties: {
        id: { type: 'integer' },
        version: { type: 'integer' },
        /** true: the MRN was already the project's, so the data went into that patient. */
        merged: { type: 'boolean' },
      },
    }),
  },
});

export type PatientRow = FromSchema<typeof patientRowSchema>;
export type PatientListQuery = FromSchema<(typeof patientListEndpoint)['schema']['querystring']>;
export type PatientRecord = FromSchema<typeof patientRecordSchema>;
export type PatientContact = FromSchema<typeof contactSchema>;
export type PatientSaveBody = FromSchema<(typeof patientSaveEndpoint)['schema']['body']>;
export type Diagnosis = FromSchema<typeof diagnosisSchema>;
export type LabValue = FromSchema<typeof labValueSchema>;
