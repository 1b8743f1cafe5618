/**
 * The SAE report as printed (CIOMS I layout): the report with its AE, the subject named by
 * number and initials (sex and age at onset, never the date of birth), the project's
 * investigational product, the subject's con-meds and the report's signatures.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { SERIOUSNESS_CRITERIA } from '../../domain/safety/records';
import { signatureSchema } from '../access';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { projectRowParams } from '../contract/staff-fields';
import { SAE_BASE } from './sae';

const text = { type: 'string' } as const;
const maybeText = { type: ['string', 'null'] } as const;

const conMedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['drug', 'dose', 'route', 'frequency', 'startDate', 'endDate', 'indication'],
  properties: {
    drug: text,
    dose: text,
    route: text,
    frequency: maybeText,
    startDate: text,
    endDate: maybeText,
    indication: text,
  },
} as const;

const PRINT_FIELDS = {
  /** Project header. */
  projectName: text,
  projectNo: maybeText,
  sponsorName: maybeText,
  /** I. Reaction information. */
  reportNo: maybeText,
  reportType: text,
  initialNo: maybeText,
  status: text,
  subjectNumber: maybeText,
  subjectInitials: maybeText,
  /** ISO 3166 code of the reporting site. */
  country: text,
  sex: maybeText,
  /** Whole years at the reaction's onset; null when the birth date is not known. */
  ageAtOnset: { type: ['integer', 'null'] },
  aeTerm: text,
  onsetDate: text,
  endDate: maybeText,
  grade: maybeText,
  outcome: text,
  learnedAt: text,
  seriousness: { type: 'array', items: { type: 'string', enum: SERIOUSNESS_CRITERIA } },
  description: text,
  /** II. Suspect drug information. */
  suspectDrug: maybeText,
  indication: maybeText,
  therapyStart: maybeText,
  drugRelation: text,
  drugAction: text,
  treatment: maybeText,
  /** III. Concomitant drugs. */
  conMeds: { type: 'array', items: conMedSchema },
  /** IV. Reporter. */
  submittedBy: maybeText,
  submittedAt: maybeText,
  signatures: { type: 'array', items: signatureSchema },
} as const;

export const saePrintSchema = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(PRINT_FIELDS) as (keyof typeof PRINT_FIELDS)[],
  properties: PRINT_FIELDS,
} as const;
export type SaePrint = FromSchema<typeof saePrintSchema>;

export const saePrintEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SAE_BASE}/print/:projectId/:id`,
  access: { scope: 'project', page: 'SafetySae', projectIdIn: 'params' },
  summary: 'One SAE report as printed in the CIOMS I layout, with its AE, con-meds and signatures',
  schema: { params: projectRowParams, response: dataEnvelope(saePrintSchema) },
});
