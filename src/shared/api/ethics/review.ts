/**
 * The review path (issue 30 item 2, SPEC §7 /ethic/*): on the board (page EthicsBoard, moves
 * with the button ethicsSubmission:review) the secretary assigns one to three primary
 * reviewers to an accepted submission, routes it to expedited review and records the
 * expedited decision; on 我的审查 (page EthicsReviews) a committee member declares a conflict
 * of interest, fills the review form of the submission's type and gives a signed opinion.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { ANSWER_OPTIONS } from '../../domain/ethics/review-forms';
import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from '../../domain/ethics/submissions';
import { VOTE_DECISIONS } from '../../domain/ethics/votes';
import { signatureBodySchema, signatureSchema } from '../access';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { DOCUMENT_MEDIA_TYPES } from '../contract/media-types';
import { idParams, idSchema, jsonBody, optionalText, savedRowSchema, versionSchema } from '../contract/staff-fields';

const REVIEW = '/api/ethic/review';
const board = { scope: 'system', page: 'EthicsBoard' } as const;
const secretary = { scope: 'system', button: 'ethicsSubmission:review' } as const;
const reviews = { scope: 'system', page: 'EthicsReviews' } as const;

const nullableText = { type: ['string', 'null'] } as const;
export const decisionSchema = { type: ['string', 'null'], enum: [...VOTE_DECISIONS, null] } as const;

export const answerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'answer'],
  properties: {
    key: { type: 'string', pattern: '^[A-Za-z]{1,40}$' },
    answer: { type: 'string', enum: ANSWER_OPTIONS },
    comment: optionalText(1000, 'multi-line'),
  },
} as const;

/** A primary reviewer as the secretary and the reviewer see them. */
export const reviewerSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'submissionId',
    'userId',
    'name',
    'assignedAt',
    'conflict',
    'conflictNote',
    'declaredAt',
    'opinion',
    'fullBoard',
    'comments',
    'answers',
    'opinionAt',
    'version',
    'signatures',
  ],
  properties: {
    id: { type: 'integer' },
    submissionId: { type: 'integer' },
    userId: { type: 'integer' },
    name: { type: 'string' },
    assignedAt: { type: 'string' },
    conflict: { type: ['string', 'null'], enum: ['none', 'declared', null] },
    conflictNote: nullableText,
    declaredAt: nullableText,
    opinion: decisionSchema,
    fullBoard: { type: 'boolean' },
    comments: nullableText,
    answers: { type: 'array', items: answerSchema },
    opinionAt: nullableText,
    version: { type: 'integer' },
    signatures: { type: 'array', items: signatureSchema },
  },
} as const;
export type Reviewer = FromSchema<typeof reviewerSchema>;

/** A submission's review on the board: its reviewers, the members who may be assigned, the suggested outcome. */
export const reviewStateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['submissionId', 'status', 'type', 'version', 'reviewers', 'candidates', 'outcome', 'expeditable'],
  properties: {
    submissionId: { type: 'integer' },
    status: { type: 'string', enum: SUBMISSION_STATUSES },
    type: { type: 'string', enum: SUBMISSION_TYPES },
    version: { type: 'integer' },
    reviewers: { type: 'array', items: reviewerSchema },
    candidates: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['userId', 'name'],
        properties: { userId: { type: 'integer' }, name: { type: 'string' } },
      },
    },
    /** 'pending' until every non-conflicted reviewer gave an opinion; then 'decision' or 'fullBoard'. */
    outcome: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'decision'],
      properties: { kind: { type: 'string', enum: ['pending', 'decision', 'fullBoard'] }, decision: decisionSchema },
    },
    expeditable: { type: 'boolean' },
  },
} as const;
export type ReviewState = FromSchema<typeof reviewStateSchema>;

export const reviewStateEndpoint = defineEndpoint({
  method: 'GET',
  path: `${REVIEW}/state/:id`,
  access: board,
  summary: "A submission's primary reviewers, their declarations and opinions, and the members who may be assigned",
  schema: { params: idParams('id'), response: dataEnvelope(reviewStateSchema) },
});

export const reviewAssignEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REVIEW}/assign`,
  access: secretary,
  summary:
    'Assign primary reviewers (committee members serving today; at most three without a conflict) to an accepted submission, optionally routing it to expedited review',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        submissionId: idSchema,
        version: versionSchema,
        userIds: { type: 'array', items: idSchema, minItems: 1, maxItems: 3, uniqueItems: true },
        expedite: { type: 'boolean' },
      },
      ['submissionId', 'version', 'userIds'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type ReviewAssignBody = FromSchema<typeof reviewAssignEndpoint.schema.body>;

export const reviewExpediteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REVIEW}/expedite`,
  access: secretary,
  summary: 'Route an accepted submission of an expeditable type to expedited review',
  bodyType: 'json',
  schema: {
    body: jsonBody({ submissionId: idSchema, version: versionSchema }, ['submissionId', 'version']),
    response: dataEnvelope(savedRowSchema),
  },
});

export const reviewDecideEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REVIEW}/decide`,
  access: secretary,
  summary:
    "Record an expedited review's decision: the reviewers' agreed opinion, or 'noted' for a safety report or deviation",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        submissionId: idSchema,
        version: versionSchema,
        noted: { type: 'boolean' },
        note: optionalText(2000, 'multi-line'),
      },
      ['submissionId', 'version'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version', 'outcome'],
      properties: {
        id: { type: 'integer' },
        version: { type: 'integer' },
        outcome: { type: 'string', enum: ['decided', 'fullBoard'] },
      },
    }),
  },
});
export type ReviewDecideBody = FromSchema<typeof reviewDecideEndpoint.schema.body>;

/** One of my assignments, with the submission and the questions of its type's form. */
export const myReviewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reviewer', 'submission'],
  properties: {
    reviewer: reviewerSchema,
    submission: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'projectName', 'projectNo', 'type', 'title', 'status', 'acceptanceNumber', 'documents'],
      properties: {
        id: { type: 'integer' },
        projectName: { type: 'string' },
        projectNo: nullableText,
        type: { type: 'string', enum: SUBMISSION_TYPES },
        title: { type: 'string' },
        status: { type: 'string', enum: SUBMISSION_STATUSES },
        acceptanceNumber: nullableText,
        documents: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['versionId', 'title', 'number', 'fileName'],
            properties: {
              versionId: { type: 'integer' },
              title: { type: 'string' },
              number: { type: 'integer' },
              fileName: { type: 'string' },
            },
          },
        },
      },
    },
  },
} as const;
export type MyReview = FromSchema<typeof myReviewSchema>;

export const myReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${REVIEW}/mine`,
  access: reviews,
  summary: 'The submissions assigned to me as primary reviewer, newest first',
  schema: { response: dataEnvelope({ type: 'array', items: myReviewSchema }) },
});

export const reviewDeclareEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REVIEW}/declare`,
  access: reviews,
  summary: 'Declare my conflict of interest for an assignment: none, or a conflict with a note (which excludes me)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        id: idSchema,
        version: versionSchema,
        conflict: { type: 'string', enum: ['none', 'declared'] },
        note: optionalText(500, 'multi-line'),
      },
      ['id', 'version', 'conflict'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type ReviewDeclareBody = FromSchema<typeof reviewDeclareEndpoint.schema.body>;

export const reviewOpinionEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REVIEW}/opinion`,
  access: reviews,
  summary: "Give my signed opinion on an assignment: the review form's answers, a voteDecision, comments; final",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        id: idSchema,
        version: versionSchema,
        answers: { type: 'array', items: answerSchema, maxItems: 20 },
        opinion: { type: 'string', enum: VOTE_DECISIONS },
        fullBoard: { type: 'boolean' },
        comments: optionalText(4000, 'multi-line'),
        signature: signatureBodySchema,
      },
      ['id', 'version', 'answers', 'opinion', 'signature'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type ReviewOpinionBody = FromSchema<typeof reviewOpinionEndpoint.schema.body>;

/** A version my assignment's submission carries (not an envelope); audited as document.view. */
export const reviewDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: `${REVIEW}/download/:id/:versionId`,
  access: reviews,
  summary: "A document version of my assignment's submission (cache-control: private, no-store)",
  responseMediaTypes: DOCUMENT_MEDIA_TYPES,
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'versionId'],
      properties: { id: idSchema, versionId: idSchema },
    },
    response: { description: 'The file bytes' },
  },
});
