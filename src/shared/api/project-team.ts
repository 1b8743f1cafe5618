/**
 * A project's team (project-scope page ProjectTeam): the users assigned to the project
 * with their roles in it. Assignments are made in user management (setProjectRoles).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';
import { idParams, roleRefSchema } from './staff-fields';

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

export type ProjectMember = FromSchema<typeof projectMemberSchema>;
