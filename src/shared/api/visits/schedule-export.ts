/**
 * The coordinator's visit schedule as an Excel sheet: the schedule's access, querystring
 * (range of at most SCHEDULE_MAX_DAYS, project, status) and rows, in the schedule's order.
 * Subjects appear by number and initials only.
 */
import { defineEndpoint } from '../contract/endpoint';
import { LIST_EXPORT_MAX_ROWS, exportQuery } from '../contract/export-query';
import { SPREADSHEET_MEDIA_TYPES } from '../contract/media-types';
import { visitScheduleEndpoint } from './schedule';

export const visitScheduleExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/subject/visit/schedule.xlsx',
  access: visitScheduleEndpoint.access,
  report: 'visitSchedule',
  summary: "The visit schedule's range with its filters (today's and overdue first, then by day), as .xlsx",
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: {
    querystring: exportQuery(visitScheduleEndpoint.schema.querystring.properties),
    response: { description: `The .xlsx file; more than ${LIST_EXPORT_MAX_ROWS} rows are refused` },
  },
});
