/**
 * A contract's approval trail (page FinanceContracts): every approval it went through, newest
 * first, with each step, its status and who decided it when (an agent for whom). The one who
 * submitted withdraws a running approval at /api/bpm/instance/withdraw with its `instanceId`.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idSchema } from '../contract/staff-fields';

const nullableText = { type: ['string', 'null'] } as const;

const stepSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['stepSort', 'stepName', 'status', 'decidedBy', 'decidedFor', 'decidedAt', 'comment'],
  properties: {
    stepSort: { type: 'integer' },
    stepName: { type: 'string' },
    /** pending | approved | rejected | cancelled (the work area's task statuses) */
    status: { type: 'string' },
    decidedBy: nullableText,
    /** The principal's user name when an agent decided. */
    decidedFor: nullableText,
    decidedAt: nullableText,
    comment: nullableText,
  },
} as const;

export const contractApprovalSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['instanceId', 'status', 'startedBy', 'startedAt', 'endedAt', 'steps'],
  properties: {
    instanceId: { type: 'integer' },
    /** running | approved | rejected | withdrawn (the work area's instance statuses) */
    status: { type: 'string' },
    startedBy: { type: 'string' },
    startedAt: { type: 'string' },
    endedAt: nullableText,
    steps: { type: 'array', items: stepSchema },
  },
} as const;
export type ContractApproval = FromSchema<typeof contractApprovalSchema>;

export const contractApprovalsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gpayment/contract/approvals/:projectId/:id',
  access: { scope: 'project', page: 'FinanceContracts', projectIdIn: 'params' },
  summary: "A contract's approvals, newest first, with their steps and who decided them",
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'id'],
      properties: { projectId: idSchema, id: idSchema },
    },
    response: dataEnvelope({ type: 'array', items: contractApprovalSchema }),
  },
});
