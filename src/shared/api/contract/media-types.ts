/**
 * Media types of the answers that are not the JSON envelope, named once for the endpoint
 * declarations (`responseMediaTypes`) and so for the OpenAPI document.
 */
import { PDF_MIME_TYPE } from '../../domain/study/files';

/** Exports and import templates: CSV or Excel, as the request's `format` asks. */
export const SPREADSHEET_MEDIA_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** Calendar feeds (RFC 5545). */
export const CALENDAR_MEDIA_TYPES = ['text/calendar'] as const;

/** Stored images, served with the type their signature showed at upload. */
export const IMAGE_MEDIA_TYPES = ['image/*'] as const;

/** Stored files of any kind the suite accepts: images and PDF reports. */
export const STORED_FILE_MEDIA_TYPES = ['image/*', PDF_MIME_TYPE] as const;

/** A binder's documents: PDF, Office files and images (shared/domain/documents/uploads.ts). */
export const DOCUMENT_MEDIA_TYPES = [
  PDF_MIME_TYPE,
  'image/*',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.*',
] as const;

/** Archive packages (a binder's archive). */
export const ZIP_MEDIA_TYPES = ['application/zip'] as const;
