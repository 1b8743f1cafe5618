/**
 * The report catalogue (SPEC §6 role-based report assignment and report apply; page Reports):
 * the catalogue with what the signed-in user holds, their applications, applying for a
 * report (through the approval workflow `reportApply`), and a role's reports as the roles
 * page edits them (page RoleManage).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { REPORT_APPLICATION_STATUSES, REPORT_AREAS, REPORT_KEYS } from '../../domain/reports';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import { idParams, idSchema, jsonBody, requiredText, savedRowSchema, versionSchema } from '../contract/staff-fields';

const reportKeySchema = { type: 'string', enum: REPORT_KEYS } as const;
const projectRefSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

const catalogueRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'area', 'scope', 'held', 'projects'],
  properties: {
    key: reportKeySchema,
    area: { type: 'string', enum: REPORT_AREAS },
    scope: { type: 'string', enum: ['project', 'system'] },
    /** System scope: held now; project scope: held in at least one project. */
    held: { type: 'boolean' },
    /** Project scope: the projects the user may run it for (by a role there or an approved application). */
    projects: { type: 'array', items: projectRefSchema },
  },
} as const;

export const reportCatalogueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/report/catalogue',
  access: { scope: 'system', page: 'Reports' },
  summary:
    'The report catalogue with the reports the signed-in user holds, and the projects they work on (to apply for one)',
  schema: {
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['reports', 'myProjects'],
      properties: {
        reports: { type: 'array', items: catalogueRowSchema },
        myProjects: { type: 'array', items: projectRefSchema },
      },
    }),
  },
});

const applicationSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'reportKey',
    'projectId',
    'projectName',
    'reason',
    'startsOn',
    'endsOn',
    'status',
    'createdAt',
    'decidedAt',
  ],
  properties: {
    id: { type: 'integer' },
    reportKey: reportKeySchema,
    projectId: { type: ['integer', 'null'] },
    projectName: { type: ['string', 'null'] },
    reason: { type: 'string' },
    startsOn: { type: 'string' },
    endsOn: { type: 'string' },
    status: { type: 'string', enum: REPORT_APPLICATION_STATUSES },
    createdAt: { type: 'string' },
    decidedAt: { type: ['string', 'null'] },
  },
} as const;

export const myReportApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/report/applications',
  access: { scope: 'system', page: 'Reports' },
  summary: "The signed-in user's report applications, newest first, with their status",
  schema: { response: dataEnvelope({ type: 'array', items: applicationSchema }) },
});

export const reportApplyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/report/apply',
  access: { scope: 'system', button: 'report:apply' },
  summary:
    'Apply for a report (and a project of ones own, for a project-scope report) for a period of at most a year: starts the approval reportApply',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        reportKey: reportKeySchema,
        projectId: idSchema,
        reason: requiredText(500, 'multi-line'),
        startsOn: calendarDateSchema,
        endsOn: calendarDateSchema,
      },
      ['reportKey', 'reason', 'startsOn', 'endsOn'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const roleReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/role/report/:roleId',
  access: { scope: 'system', page: 'RoleManage' },
  summary: "A role's catalogue reports, with the role's version to save against",
  schema: {
    params: idParams('roleId'),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['roleId', 'version', 'reports'],
      properties: {
        roleId: { type: 'integer' },
        version: { type: 'integer' },
        reports: { type: 'array', items: reportKeySchema },
      },
    }),
  },
});

export const roleReportsSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/role/report/save',
  access: { scope: 'system', button: 'role:permission' },
  summary: "Replace a role's catalogue reports (role version checked)",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        roleId: idSchema,
        version: versionSchema,
        reports: { type: 'array', maxItems: 100, uniqueItems: true, items: reportKeySchema },
      },
      ['roleId', 'version', 'reports'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export type ReportCatalogue = NonNullable<FromSchema<(typeof reportCatalogueEndpoint)['schema']['response']>['data']>;
export type ReportCatalogueRow = FromSchema<typeof catalogueRowSchema>;
export type ReportApplication = FromSchema<typeof applicationSchema>;
export type ReportApplyBody = FromSchema<(typeof reportApplyEndpoint)['schema']['body']>;
export type RoleReports = NonNullable<FromSchema<(typeof roleReportsEndpoint)['schema']['response']>['data']>;
export type RoleReportsSaveBody = FromSchema<(typeof roleReportsSaveEndpoint)['schema']['body']>;
