/**
 * What a project's staff pages show besides its fields (SPEC §7 '/bus/*'): the outpatient
 * doctors (list and save), the activity from the audit trail, a preview of the public
 * overview for drafts, and the key counts of the overview page.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { auditRowSchema } from '../access';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import {
  idParams,
  idSchema,
  jsonBody,
  pagingProperties,
  requiredText,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';
import { projectSchema } from '../portal';

export const DOCTORS_MAX = 50;

export const doctorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['deptName', 'doctName', 'seeTime'],
  properties: { deptName: requiredText(50), doctName: requiredText(50), seeTime: requiredText(100) },
} as const;

export const projectDoctorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bus/project/:projectId/doctors',
  access: { scope: 'project', page: 'ProjectOverview', projectIdIn: 'params' },
  summary: "A project's outpatient doctors in display order",
  schema: { params: idParams('projectId'), response: dataEnvelope({ type: 'array', items: doctorSchema }) },
});

export const projectDoctorsSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bus/project/doctors/save',
  access: { scope: 'project', button: 'project:doctors', projectIdIn: 'body' },
  summary: "Replace a project's outpatient doctors with this list, in this order",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        version: versionSchema,
        doctors: { type: 'array', maxItems: DOCTORS_MAX, items: doctorSchema },
      },
      ['projectId', 'version', 'doctors'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const projectActivityEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bus/project/:projectId/activity',
  access: { scope: 'project', page: 'ProjectOverview', projectIdIn: 'params' },
  summary: "A project's changes from the audit trail, newest first",
  schema: {
    params: idParams('projectId'),
    querystring: { type: 'object', additionalProperties: false, properties: pagingProperties },
    response: listEnvelope(auditRowSchema),
  },
});

export const projectPreviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bus/project/:projectId/preview',
  access: { scope: 'project', page: 'ProjectOverview', projectIdIn: 'params' },
  summary: 'The project as the public detail would show it, published or not (staff only)',
  schema: { params: idParams('projectId'), response: dataEnvelope(projectSchema) },
});

export const projectSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bus/project/:projectId/summary',
  access: { scope: 'project', page: 'ProjectOverview', projectIdIn: 'params' },
  summary: "A project's key counts: team members, outpatient doctors, milestone progress (done, overdue, next due)",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['members', 'doctors', 'milestones'],
      properties: {
        members: { type: 'integer' },
        doctors: { type: 'integer' },
        milestones: {
          type: 'object',
          additionalProperties: false,
          required: ['total', 'done', 'overdue', 'nextDue'],
          properties: {
            total: { type: 'integer' },
            done: { type: 'integer' },
            overdue: { type: 'integer' },
            /** The open milestone planned soonest (overdue ones first), or null. */
            nextDue: {
              type: ['object', 'null'],
              additionalProperties: false,
              required: ['name', 'plannedDate'],
              properties: { name: { type: 'string' }, plannedDate: { type: 'string' } },
            },
          },
        },
      },
    }),
  },
});

export type ProjectKeyCounts = FromSchema<(typeof projectSummaryEndpoint)['schema']['response']>['data'];
export type Doctor = FromSchema<typeof doctorSchema>;
