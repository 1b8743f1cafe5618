/**
 * A project's subject-number pattern (page TrialSubjects): what numbers enrolment gives
 * (shared/domain/recruitment/subject-number.ts), read and set. Numbers already given stay.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { SUBJECT_NUMBER_PATTERN_MAX } from '../../domain/recruitment/subject-number';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idParams, idSchema, jsonBody, savedRowSchema, versionSchema } from '../contract/staff-fields';

export const subjectNumberingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/subject/:projectId/numbering',
  access: { scope: 'project', page: 'TrialSubjects', projectIdIn: 'params' },
  summary: "The project's subject-number pattern, its project number and the next number it would give",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['pattern', 'effectivePattern', 'projectNo', 'year', 'nextSeq', 'nextNumber', 'version'],
      properties: {
        /** null: the default pattern. */
        pattern: { type: ['string', 'null'] },
        effectivePattern: { type: 'string' },
        /** What `{projectNo}` stands for. */
        projectNo: { type: 'string' },
        /** What `{year}` stands for today. */
        year: { type: 'string' },
        nextSeq: { type: 'integer' },
        nextNumber: { type: 'string' },
        /** The project's row version (the pattern is a field of the project). */
        version: { type: 'integer' },
      },
    }),
  },
});

export const subjectNumberingSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/numbering/save',
  access: { scope: 'project', button: 'subject:create', projectIdIn: 'body' },
  summary: "Set the project's subject-number pattern (null: back to the default); numbers already given stay",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        pattern: { type: ['string', 'null'], format: 'single-line', maxLength: SUBJECT_NUMBER_PATTERN_MAX },
        version: versionSchema,
      },
      ['projectId', 'pattern', 'version'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export type SubjectNumbering = NonNullable<FromSchema<(typeof subjectNumberingEndpoint)['schema']['response']>['data']>;
export type SubjectNumberingSaveBody = FromSchema<(typeof subjectNumberingSaveEndpoint)['schema']['body']>;
