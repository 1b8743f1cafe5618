/**
 * The Excel exports of the safety lists (AE, SAE, con-meds, protocol deviations): each with
 * its list's access and filters, all matching rows (up to LIST_EXPORT_MAX_ROWS) as one typed
 * sheet. Subjects appear by number and initials only, as in the lists.
 */
import { defineEndpoint } from '../contract/endpoint';
import { LIST_EXPORT_MAX_ROWS, exportQuery } from '../contract/export-query';
import { SPREADSHEET_MEDIA_TYPES } from '../contract/media-types';
import { idParams } from '../contract/staff-fields';
import { aeListEndpoint, AE_BASE } from './ae';
import { conMedListEndpoint } from './con-meds';
import { aeListFilters, conMedListFilters, saeListFilters, violationListFilters } from './list-filters';
import { saeListEndpoint, SAE_BASE } from './sae';
import { violationListEndpoint } from './violations';

const fileResponse = { description: `The .xlsx file; more than ${LIST_EXPORT_MAX_ROWS} rows are refused` } as const;

export const aeExportEndpoint = defineEndpoint({
  method: 'GET',
  path: `${AE_BASE}/export/:projectId`,
  access: aeListEndpoint.access,
  report: 'aeListing',
  summary: "The project's AEs with the list's filters, as .xlsx",
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: { params: idParams('projectId'), querystring: exportQuery(aeListFilters), response: fileResponse },
});

export const saeExportEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SAE_BASE}/export/:projectId`,
  access: saeListEndpoint.access,
  report: 'saeListing',
  summary: "The project's SAE reports with the list's filters, as .xlsx",
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: { params: idParams('projectId'), querystring: exportQuery(saeListFilters), response: fileResponse },
});

export const conMedExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/combine/export/:projectId',
  access: conMedListEndpoint.access,
  summary: "The project's concomitant medications with the list's filters, as .xlsx",
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: { params: idParams('projectId'), querystring: exportQuery(conMedListFilters), response: fileResponse },
});

export const violationExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/violation/export/:projectId',
  access: violationListEndpoint.access,
  report: 'violationListing',
  summary: "The project's protocol deviations with the list's filters, as .xlsx",
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: { params: idParams('projectId'), querystring: exportQuery(violationListFilters), response: fileResponse },
});
