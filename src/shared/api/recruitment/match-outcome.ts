/** One criterion's result on a candidate's record, with its reason as a code the client words. */
import type { FromSchema } from 'json-schema-to-ts';
import { MATCH_REASON_CODES } from '../../domain/recruitment/match-reasons';

export const outcomeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'role', 'text', 'result', 'reason', 'evidence', 'mayChange'],
  properties: {
    id: { type: 'string' },
    /** 'inclusion' | 'exclusion'; null when the rule version no longer has the criterion. */
    role: { type: ['string', 'null'], enum: ['inclusion', 'exclusion', null] },
    /** The criterion in words in both languages, or its id when it cannot be described. */
    text: {
      type: 'object',
      additionalProperties: false,
      required: ['zh-CN', 'en'],
      properties: { 'zh-CN': { type: 'string' }, en: { type: 'string' } },
    },
    result: { type: 'string', enum: ['met', 'notMet', 'unknown'] },
    /** Why, as a code the client words in its language (shared/domain/recruitment/match-reasons.ts). */
    reason: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['code', 'params'],
      properties: {
        code: { type: 'string', enum: MATCH_REASON_CODES },
        params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
      },
    },
    /** The sentence a match stored before reasons were codes (shown as stored); null with a reason. */
    evidence: { type: ['string', 'null'] },
    mayChange: { type: 'boolean' },
  },
} as const;

export type PatientOutcome = FromSchema<typeof outcomeSchema>;
