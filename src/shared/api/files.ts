/**
 * Uploaded files (one module the suite's areas reuse): the upload, the upload policy the
 * browser checks before sending, public files at a stable URL, and private files through
 * an authorised endpoint. Images only for now: SPEC §5's extensions, checked against the
 * file's real signature on the server.
 *
 * The upload's body is the file's raw bytes (application/octet-stream) with its name and
 * visibility in the query string: no multipart parser, no base64 (a third larger), and
 * the server counts bytes as they arrive and stops at the limit (README 'Uploads').
 */
import type { FromSchema } from 'json-schema-to-ts';
import { FILE_NAME_MAX_LENGTH, FILE_VISIBILITIES, IMAGE_EXTENSIONS, PUBLIC_FILES_PREFIX } from '../domain/files';
import { defineEndpoint, endpointUrl } from './endpoint';
import { dataEnvelope } from './envelope';
import { idParams } from './staff-fields';

export const storedFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'url', 'hash', 'name', 'mimeType', 'size', 'visibility', 'width', 'height'],
  properties: {
    id: { type: 'integer' },
    /** Public: /files/<sha256>.<ext> (cached for a year); private: the authorised endpoint. */
    url: { type: 'string' },
    /** SHA-256 of the bytes, hex. */
    hash: { type: 'string' },
    /** The name it was uploaded under. */
    name: { type: 'string' },
    /** From the file's signature, not from its name. */
    mimeType: { type: 'string' },
    size: { type: 'integer' },
    visibility: { type: 'string', enum: FILE_VISIBILITIES },
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
    'Upload an image (body: its bytes, application/octet-stream); its extension and signature must agree; SVGs with scripts or external references are refused',
  bodyType: 'binary',
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'visibility'],
      properties: {
        name: { type: 'string', format: 'single-line', minLength: 1, maxLength: FILE_NAME_MAX_LENGTH },
        visibility: { type: 'string', enum: FILE_VISIBILITIES },
      },
    },
    body: { description: 'The file bytes' },
    response: dataEnvelope(storedFileSchema),
  },
});

/** A private file's bytes (not an envelope), never cached. */
export const privateFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbs/file/:id',
  access: { scope: 'system', page: 'FileManage' },
  summary: 'A stored file by id (cache-control: private, no-store)',
  schema: { params: idParams('id'), response: { description: 'The file bytes' } },
});

/** A public file's bytes (not an envelope): /files/<sha256>.<ext>, cached for a year. */
export const publicFileEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC_FILES_PREFIX}:name`,
  access: 'public',
  summary: 'A public file by content hash (cache-control: public, max-age=31536000, immutable)',
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

export const privateFileUrl = (id: number) => endpointUrl(privateFileEndpoint, { id });

export type StoredFile = FromSchema<typeof storedFileSchema>;
export type FileUploadQuery = FromSchema<(typeof fileUploadEndpoint)['schema']['querystring']>;
