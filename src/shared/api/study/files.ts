/**
 * Uploaded files (one module the suite's areas reuse): the file manager's upload of public
 * images, the upload policy the browser checks before sending, public files at a stable
 * URL, and the file manager's own view of a public file by its random key. Images only:
 * SPEC §5's extensions, checked against the file's real signature on the server.
 *
 * Private files (an SAE report's attachments) belong to the area that stored them and are
 * served only by that area's endpoint, with its project check; here they do not exist (404).
 *
 * The upload's body is the file's raw bytes (application/octet-stream) with its name and
 * visibility in the query string: no multipart parser, no base64 (a third larger), and
 * the server counts bytes as they arrive and stops at the limit (docs/operations.md 'Uploads').
 */
import type { FromSchema } from 'json-schema-to-ts';
import {
  FILE_KEY_PATTERN,
  FILE_NAME_MAX_LENGTH,
  IMAGE_EXTENSIONS,
  PUBLIC_FILES_PREFIX,
} from '../../domain/study/files';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { IMAGE_MEDIA_TYPES } from '../contract/media-types';

export const storedFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'url', 'hash', 'name', 'mimeType', 'size', 'width', 'height'],
  properties: {
    /** The file's random key (32 hex digits), never a sequential number. */
    id: { type: 'string', pattern: FILE_KEY_PATTERN },
    /** /files/<sha256>.<ext>, cached for a year. */
    url: { type: 'string' },
    /** SHA-256 of the bytes, hex. */
    hash: { type: 'string' },
    /** The name it was uploaded under. */
    name: { type: 'string' },
    /** From the file's signature, not from its name. */
    mimeType: { type: 'string' },
    size: { type: 'integer' },
    /** Pixels, when the image header says (PNG, GIF, BMP, JPEG, WebP). */
    width: { type: ['integer', 'null'] },
    height: { type: ['integer', 'null'] },
  },
} as const;

export const filePolicyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbs/file/policy',
  access: 'session',
  summary: 'What an upload may be: the image extensions and the size limit in bytes',
  schema: {
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['extensions', 'maxBytes'],
      properties: {
        extensions: { type: 'array', items: { type: 'string', enum: IMAGE_EXTENSIONS } },
        maxBytes: { type: 'integer' },
      },
    }),
  },
});

export const fileUploadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbs/file/upload',
  access: { scope: 'system', button: 'file:upload' },
  summary:
    'Upload a public image (body: its bytes, application/octet-stream); its extension and signature must agree; SVGs with scripts or external references are refused',
  bodyType: 'binary',
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: {
        name: { type: 'string', format: 'single-line', minLength: 1, maxLength: FILE_NAME_MAX_LENGTH },
      },
    },
    body: { description: 'The file bytes' },
    response: dataEnvelope(storedFileSchema),
  },
});

/** A public file's bytes by its key (not an envelope), for the file manager; never cached. */
export const managedFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbs/file/:key',
  access: { scope: 'system', page: 'FileManage' },
  summary:
    'A public file by its random key (cache-control: private, no-store); a private file is 404 here: only the area that owns it serves it',
  responseMediaTypes: IMAGE_MEDIA_TYPES,
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['key'],
      properties: { key: { type: 'string', pattern: FILE_KEY_PATTERN } },
    },
    response: { description: 'The file bytes' },
  },
});

/** A public file's bytes (not an envelope): /files/<sha256>.<ext>, cached for a year. */
export const publicFileEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC_FILES_PREFIX}:name`,
  access: 'public',
  summary: 'A public file by content hash (cache-control: public, max-age=31536000, immutable)',
  responseMediaTypes: IMAGE_MEDIA_TYPES,
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: { type: 'string', format: 'single-line', pattern: '^[0-9a-f]{64}\\.[a-z]{3,4}$' } },
    },
    response: { description: 'The file bytes' },
  },
});

export type StoredFile = FromSchema<typeof storedFileSchema>;
export type FileUploadQuery = FromSchema<(typeof fileUploadEndpoint)['schema']['querystring']>;
