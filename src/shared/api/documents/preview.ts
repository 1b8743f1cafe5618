/**
 * A version's file shown in the browser (FilePreviewWrapper): a PDF or an image served inline,
 * never cached, under a strict CSP of its own; the page lays the viewer's name and the time over
 * it. Every preview is audited (document.preview), apart from downloads (document.view).
 */
import { IMAGE_MEDIA_TYPES } from '../contract/media-types';
import { PDF_MIME_TYPE } from '../../domain/study';
import { defineEndpoint } from '../contract/endpoint';
import { idSchema } from '../contract/staff-fields';

export const versionPreviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/doc/document/preview/:projectId/:id',
  access: { scope: 'project', page: 'DocumentBinder', projectIdIn: 'params' },
  summary:
    "A PDF or image version's file inline for the preview page (private, no-store; audited as document.preview); 400 for Office files",
  responseMediaTypes: [PDF_MIME_TYPE, ...IMAGE_MEDIA_TYPES],
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'id'],
      properties: { projectId: idSchema, id: idSchema },
    },
    response: { description: 'The file bytes' },
  },
});
