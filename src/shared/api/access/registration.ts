/**
 * Registration requests (SPEC §6): anyone may apply for an account (public); a reviewer
 * (page RegistrationManage) passes a request, which creates the user with the default
 * registration role and answers the initial password once, or refuses it with a note.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import {
  emailSchema,
  idSchema,
  jsonBody,
  optionalText,
  pagingProperties,
  phoneSchema,
  requiredText,
  savedRowSchema,
  userNameSchema,
  versionSchema,
} from '../contract/staff-fields';
import { REGISTRATION_STATUSES, registrationListFilters } from './list-filters';

/**
 * Why a pending request cannot simply be passed, shown to the reviewer only (the applicant is
 * told nothing, so applying does not reveal which names and numbers have accounts): its user
 * name (case-insensitively) or its phone belongs to a staff user, or another pending request
 * asks for the same name or phone.
 */
export const REGISTRATION_CLASHES = ['userName', 'phone', 'pending'] as const;
export type RegistrationClash = (typeof REGISTRATION_CLASHES)[number];

const nullableText = { type: ['string', 'null'] } as const;

export const registrationRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'userName',
    'realname',
    'phone',
    'email',
    'deptId',
    'deptName',
    'reason',
    'status',
    'reviewNote',
    'reviewerName',
    'reviewedAt',
    'userId',
    'createdAt',
    'version',
    'clashes',
  ],
  properties: {
    id: { type: 'integer' },
    userName: { type: 'string' },
    realname: { type: 'string' },
    phone: { type: 'string' },
    email: nullableText,
    deptId: { type: ['integer', 'null'] },
    deptName: nullableText,
    reason: nullableText,
    status: { type: 'string', enum: REGISTRATION_STATUSES },
    reviewNote: nullableText,
    /** Real name of the reviewer. */
    reviewerName: nullableText,
    reviewedAt: nullableText,
    /** The user created when the request was passed. */
    userId: { type: ['integer', 'null'] },
    createdAt: { type: 'string' },
    version: { type: 'integer' },
    /** Pending requests only; empty for reviewed ones. */
    clashes: { type: 'array', items: { type: 'string', enum: REGISTRATION_CLASHES } },
  },
} as const;

export const registrationApplyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/registration/apply',
  access: 'public',
  summary: 'Apply for a staff account; reviewed by an administrator',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        userName: userNameSchema,
        realname: requiredText(50),
        phone: phoneSchema,
        email: emailSchema,
        deptId: { ...idSchema, type: ['integer', 'null'] },
        reason: optionalText(500, 'multi-line'),
      },
      ['userName', 'realname', 'phone'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['submitted'],
      properties: { submitted: { type: 'boolean' } },
    }),
  },
});

export const registrationListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/registration/list',
  access: { scope: 'system', page: 'RegistrationManage' },
  summary: 'Registration requests, newest first; keyword matches user name, real name or phone',
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { ...pagingProperties, ...registrationListFilters },
    },
    response: listEnvelope(registrationRowSchema),
  },
});

export const registrationPassEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/registration/pass',
  access: { scope: 'system', button: 'registration:review' },
  summary:
    'Pass a pending request: creates the user with the default registration role; answers the initial password once',
  bodyType: 'json',
  schema: {
    body: jsonBody({ id: idSchema, version: versionSchema }, ['id', 'version']),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version', 'userId', 'userName', 'password'],
      properties: {
        id: { type: 'integer' },
        version: { type: 'integer' },
        userId: { type: 'integer' },
        userName: { type: 'string' },
        /** Shown once; the user must change it at first sign-in. */
        password: { type: 'string' },
      },
    }),
  },
});

export const registrationRefuseEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/registration/refuse',
  access: { scope: 'system', button: 'registration:review' },
  summary: 'Refuse a pending request with a note',
  bodyType: 'json',
  schema: {
    body: jsonBody({ id: idSchema, version: versionSchema, note: requiredText(500, 'multi-line') }, [
      'id',
      'version',
      'note',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

export type RegistrationRow = FromSchema<typeof registrationRowSchema>;
export type RegistrationApplyBody = FromSchema<(typeof registrationApplyEndpoint)['schema']['body']>;
export type RegistrationListQuery = FromSchema<(typeof registrationListEndpoint)['schema']['querystring']>;
export type RegistrationPassAnswer = NonNullable<
  FromSchema<(typeof registrationPassEndpoint)['schema']['response']>['data']
>;
