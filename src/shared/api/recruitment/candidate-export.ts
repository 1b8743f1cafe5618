/**
 * The candidate worklist as an Excel sheet: the list's access and querystring (filters,
 * sort), its masked rows only ('张*明', '138****5678'): never a sealed name, phone or ID.
 */
import { defineEndpoint } from '../contract/endpoint';
import { LIST_EXPORT_MAX_ROWS, exportQuery } from '../contract/export-query';
import { SPREADSHEET_MEDIA_TYPES } from '../contract/media-types';
import { idParams } from '../contract/staff-fields';
import { patientListEndpoint } from './candidates';

export const patientExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/recruit/patient/:projectId/export',
  access: patientListEndpoint.access,
  summary: "A project's candidate patients with the list's filters, masked as the list shows them, as .xlsx",
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: {
    params: idParams('projectId'),
    querystring: exportQuery(patientListEndpoint.schema.querystring.properties),
    response: { description: `The .xlsx file; more than ${LIST_EXPORT_MAX_ROWS} rows are refused` },
  },
});
