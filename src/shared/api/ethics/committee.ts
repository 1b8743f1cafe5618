/**
 * The ethics committee (system page EthicsCommittee, SPEC §7 /ethic/*): the hospital's one
 * committee with its quorum rules as data and its members, each with a role in the
 * committee, sex, profession (scientific or lay), affiliation and term. Read by whoever holds
 * the page; changed with ethicsCommittee:manage (the secretary, the administrator), version checked.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { COMMITTEE_ROLES, COMPOSITION_CONDITIONS, SEXES } from '../../domain/ethics/committee';
import { QUORUM_CONDITIONS } from '../../domain/ethics/quorum';
import { calendarDateSchema } from '../contract/formats';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import {
  idSchema,
  jsonBody,
  optionalText,
  requiredText,
  savedRowSchema,
  searchTextSchema,
  versionSchema,
} from '../contract/staff-fields';

const BASE = '/api/ethic/committee';
const page = { scope: 'system', page: 'EthicsCommittee' } as const;
const manage = { scope: 'system', button: 'ethicsCommittee:manage' } as const;

export const quorumRulesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['moreThanShare', 'minimumPresent', 'requireNonScientific', 'requireNonAffiliated', 'requireBothSexes'],
  properties: {
    /** Present members must be more than this share of all members (0.5: more than half). */
    moreThanShare: { type: 'number', minimum: 0, exclusiveMaximum: 1 },
    minimumPresent: { type: 'integer', minimum: 1, maximum: 100 },
    requireNonScientific: { type: 'boolean' },
    requireNonAffiliated: { type: 'boolean' },
    requireBothSexes: { type: 'boolean' },
  },
} as const;

export const committeeMemberSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'userId',
    'userName',
    'realname',
    'role',
    'sex',
    'scientific',
    'affiliated',
    'startsOn',
    'endsOn',
    'active',
    'version',
  ],
  properties: {
    id: { type: 'integer' },
    userId: { type: 'integer' },
    userName: { type: 'string' },
    realname: { type: 'string' },
    role: { type: 'string', enum: COMMITTEE_ROLES },
    sex: { type: 'string', enum: SEXES },
    scientific: { type: 'boolean' },
    affiliated: { type: 'boolean' },
    startsOn: { type: 'string' },
    endsOn: { type: ['string', 'null'] },
    /** The term covers today (the hospital's day). */
    active: { type: 'boolean' },
    version: { type: 'integer' },
  },
} as const;
export type CommitteeMember = FromSchema<typeof committeeMemberSchema>;

const conditionList = <const C extends readonly string[]>(conditions: C) =>
  ({
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['condition', 'met'],
      properties: { condition: { type: 'string', enum: conditions }, met: { type: 'boolean' } },
    },
  }) as const;

export const committeeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'nameEn', 'rules', 'version', 'members', 'composition', 'quorum'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    nameEn: { type: ['string', 'null'] },
    rules: quorumRulesSchema,
    version: { type: 'integer' },
    members: { type: 'array', items: committeeMemberSchema },
    /** The active members against the composition the regulation asks of a committee. */
    composition: {
      type: 'object',
      additionalProperties: false,
      required: ['met', 'members', 'conditions'],
      properties: {
        met: { type: 'boolean' },
        members: { type: 'integer' },
        conditions: conditionList(COMPOSITION_CONDITIONS),
      },
    },
    /** What the rules ask of a meeting of the active members: how many present, which conditions. */
    quorum: {
      type: 'object',
      additionalProperties: false,
      required: ['needed', 'conditions'],
      properties: {
        needed: { type: 'integer' },
        conditions: { type: 'array', items: { type: 'string', enum: QUORUM_CONDITIONS } },
      },
    },
  },
} as const;
export type Committee = FromSchema<typeof committeeSchema>;

export const committeeEndpoint = defineEndpoint({
  method: 'GET',
  path: BASE,
  access: page,
  summary: 'The ethics committee: its quorum rules, its members by role then name, its composition',
  schema: { response: dataEnvelope(committeeSchema) },
});

export const committeeRulesEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/rules`,
  access: manage,
  summary: "Change the committee's name and quorum rules (version checked)",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      { version: versionSchema, name: requiredText(60), nameEn: optionalText(100), rules: quorumRulesSchema },
      ['version', 'name', 'rules'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type CommitteeRulesBody = FromSchema<typeof committeeRulesEndpoint.schema.body>;

export const memberSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/member/save`,
  access: manage,
  summary:
    'Add a member (no id) or change one (id + version): a staff user once, one active secretary and one active chair',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        id: idSchema,
        version: versionSchema,
        userId: idSchema,
        role: { type: 'string', enum: COMMITTEE_ROLES },
        sex: { type: 'string', enum: SEXES },
        scientific: { type: 'boolean' },
        affiliated: { type: 'boolean' },
        startsOn: calendarDateSchema,
        endsOn: { anyOf: [calendarDateSchema, { type: 'null' }] },
      },
      ['userId', 'role', 'sex', 'scientific', 'affiliated', 'startsOn', 'endsOn'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type MemberSaveBody = FromSchema<typeof memberSaveEndpoint.schema.body>;

export const memberRemoveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/member/remove`,
  access: manage,
  summary: 'Take a member off the committee (version checked); the audit trail keeps their seat',
  bodyType: 'json',
  schema: {
    body: jsonBody({ id: idSchema, version: versionSchema }, ['id', 'version']),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: { id: { type: 'integer' } },
    }),
  },
});

export const staffPickEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/staff`,
  access: manage,
  summary: 'Enabled staff users matching a keyword (name or user name), at most 20, to seat on the committee',
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { keyword: searchTextSchema },
    },
    response: dataEnvelope({
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'userName', 'realname'],
        properties: { id: { type: 'integer' }, userName: { type: 'string' }, realname: { type: 'string' } },
      },
    }),
  },
});
