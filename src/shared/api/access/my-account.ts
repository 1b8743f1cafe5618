/**
 * The signed-in user's own account (access 'session'): their profile, its edit, and their
 * avatar. Users cannot change their own user name, roles or status here; the password
 * change is the sign-in area's (`modifyPasswordEndpoint` in auth.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint, endpointUrl } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import {
  emailSchema,
  idParams,
  jsonBody,
  optionalText,
  phoneSchema,
  requiredText,
  roleRefSchema,
  versionSchema,
} from '../contract/staff-fields';

/** Avatars: these types only, at most this many bytes once decoded. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 200 * 1024;
/** Base64 of AVATAR_MAX_BYTES plus the longest `data:image/...;base64,` prefix. */
const AVATAR_DATA_URL_MAX_LENGTH = Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 32;

const nullableText = { type: ['string', 'null'] } as const;

export const myProfileSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'userId',
    'userName',
    'realname',
    'fullName',
    'phone',
    'email',
    'deptId',
    'deptName',
    'belong',
    'enableCa',
    'signature',
    'avatar',
    'userRoles',
    'version',
  ],
  properties: {
    userId: { type: 'integer' },
    userName: { type: 'string' },
    realname: { type: 'string' },
    fullName: nullableText,
    phone: nullableText,
    email: nullableText,
    deptId: { type: ['integer', 'null'] },
    deptName: nullableText,
    belong: nullableText,
    enableCa: { type: 'boolean' },
    signature: nullableText,
    /** URL of the avatar image (avatarEndpoint), or null when there is none. */
    avatar: nullableText,
    userRoles: { type: 'array', items: roleRefSchema },
    version: { type: 'integer' },
  },
} as const;

export const myProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/user/profile',
  access: 'session',
  summary: "The signed-in user's profile, with its version for the edit form",
  schema: { response: dataEnvelope(myProfileSchema) },
});

export const myProfileSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/user/profile/save',
  access: 'session',
  summary: 'Edit one’s own name, contact details and signature',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        realname: requiredText(50),
        fullName: optionalText(100),
        email: emailSchema,
        /** Unique among users. */
        phone: { ...phoneSchema, type: ['string', 'null'] },
        signature: optionalText(200, 'multi-line'),
        version: versionSchema,
      },
      ['realname', 'version'],
    ),
    response: dataEnvelope(myProfileSchema),
  },
});

export const myAvatarSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/user/avatar',
  access: 'session',
  summary: 'Set one’s avatar from a PNG, JPEG or WebP data URL (≤ 200 KB decoded); null removes it',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        dataUrl: {
          type: ['string', 'null'],
          format: 'single-line',
          maxLength: AVATAR_DATA_URL_MAX_LENGTH,
          pattern: '^data:image/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$',
        },
      },
      ['dataUrl'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['avatar'],
      properties: { avatar: nullableText },
    }),
  },
});

/** The image bytes themselves (not an envelope); 404 when the user has none. */
export const avatarEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbc/user/avatar/:id',
  access: 'session',
  summary: "A user's avatar image (cache-control: private, no-store)",
  responseMediaTypes: AVATAR_TYPES,
  schema: { params: idParams('id'), response: { description: 'The image bytes: image/png, image/jpeg or image/webp' } },
});

/** Where a user's avatar is served. */
export const avatarUrl = (userId: number) => endpointUrl(avatarEndpoint, { id: userId });

export type MyProfile = FromSchema<typeof myProfileSchema>;
export type MyProfileSaveBody = FromSchema<(typeof myProfileSaveEndpoint)['schema']['body']>;
