/**
 * The audit trail as an Excel sheet: the list's access and filters (action, entity, entity
 * id, actor, time range), newest first, with the recorded changes as JSON text.
 */
import { defineEndpoint } from '../contract/endpoint';
import { LIST_EXPORT_MAX_ROWS, exportQuery } from '../contract/export-query';
import { SPREADSHEET_MEDIA_TYPES } from '../contract/media-types';
import { auditListEndpoint } from './audit';
import { auditListFilters } from './list-filters';

export const auditExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbs/audit/export',
  access: auditListEndpoint.access,
  summary: "The audit trail with the list's filters, newest first, as .xlsx",
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: {
    querystring: exportQuery(auditListFilters),
    response: { description: `The .xlsx file; more than ${LIST_EXPORT_MAX_ROWS} rows are refused` },
  },
});
