/**
 * A project's team (project-scope page ProjectTeam): the users assigned to the project
 * with their roles in it. Assignments are made in user management (setProjectRoles),
 * which finds the projects to assign through the project options.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';
import { idParams, roleRefSchema, searchTextSchema } from './staff-fields';

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

export type ProjectMember = FromSchema<typeof projectMemberSchema>;
export type ProjectOption = FromSchema<typeof projectOptionSchema>;
