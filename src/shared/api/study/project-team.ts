/**
 * A project's team (project-scope page ProjectTeam): the users assigned to the project
 * with their roles in it. Those with button team:manage set members' roles from the
 * project; user management (setProjectRoles) does the same from the user's side and finds
 * the projects to assign through the project options.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idParams, idSchema, jsonBody, roleRefSchema, searchTextSchema } from '../contract/staff-fields';

const nullableText = { type: ['string', 'null'] } as const;

export const projectMemberSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['userId', 'userName', 'realname', 'deptId', 'deptName', 'belong', 'phone', 'email', 'status', 'roles'],
  properties: {
    userId: { type: 'integer' },
    userName: { type: 'string' },
    realname: { type: 'string' },
    deptId: { type: ['integer', 'null'] },
    deptName: nullableText,
    belong: nullableText,
    phone: nullableText,
    email: nullableText,
    status: { type: 'string', enum: ['enabled', 'disabled'] },
    /** The member's roles in this project. */
    roles: { type: 'array', items: roleRefSchema },
  },
} as const;

export const projectMembersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bus/project/:projectId/members',
  access: { scope: 'project', page: 'ProjectTeam', projectIdIn: 'params' },
  summary: "A project's team: its users and their roles in it",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({ type: 'array', items: projectMemberSchema }),
  },
});

export const projectOptionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'recruitStatus'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, recruitStatus: { type: 'string' } },
} as const;

export const projectOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bus/project/options',
  access: { scope: 'system', page: 'UserManage' },
  summary:
    'Projects to assign users to, newest first, whatever their recruitment status; keyword matches name or institutionAcceptNumber',
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: {
        keyword: searchTextSchema,
        limit: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
      },
    },
    response: dataEnvelope({ type: 'array', items: projectOptionSchema }),
  },
});

export const teamCandidateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['userId', 'userName', 'realname', 'deptName', 'belong'],
  properties: {
    userId: { type: 'integer' },
    userName: { type: 'string' },
    realname: { type: 'string' },
    deptName: nullableText,
    belong: nullableText,
  },
} as const;

export const teamCandidatesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bus/project/:projectId/member/candidates',
  access: { scope: 'project', button: 'team:manage', projectIdIn: 'params' },
  summary: 'Enabled users to add to the team; keyword matches user name or real name (at most 20)',
  schema: {
    params: idParams('projectId'),
    querystring: { type: 'object', additionalProperties: false, properties: { keyword: searchTextSchema } },
    response: dataEnvelope({ type: 'array', items: teamCandidateSchema }),
  },
});

export const teamRoleOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bus/project/:projectId/member/roles',
  access: { scope: 'project', button: 'team:manage', projectIdIn: 'params' },
  summary: 'The roles the caller may give in this project: those whose project permissions the caller holds there too',
  schema: { params: idParams('projectId'), response: dataEnvelope({ type: 'array', items: roleRefSchema }) },
});

export const teamMemberSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bus/project/member/save',
  access: { scope: 'project', button: 'team:manage', projectIdIn: 'body' },
  summary: "Set a user's roles in the project (an empty list takes them off the team); not one's own",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        userId: idSchema,
        roleIds: { type: 'array', items: idSchema, maxItems: 20, uniqueItems: true },
      },
      ['projectId', 'userId', 'roleIds'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['userId', 'roleIds'],
      properties: { userId: { type: 'integer' }, roleIds: { type: 'array', items: { type: 'integer' } } },
    }),
  },
});

export type ProjectMember = FromSchema<typeof projectMemberSchema>;
export type TeamCandidate = FromSchema<typeof teamCandidateSchema>;
export type ProjectOption = FromSchema<typeof projectOptionSchema>;
