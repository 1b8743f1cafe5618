/**
 * The installable-app contract: the web app manifest, built per deployment from the site
 * settings (so each hospital's install shows its own name and colour), and the icon files
 * it names. The service worker precaches the same icon paths.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const MANIFEST_CONTENT_TYPE = 'application/manifest+json; charset=utf-8';

/** The PNG icons in public/icons/, as the manifest lists them. */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

const text = { type: 'string' } as const;

export const webManifestSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'name',
    'short_name',
    'description',
    'lang',
    'start_url',
    'scope',
    'display',
    'theme_color',
    'background_color',
    'icons',
  ],
  properties: {
    id: text,
    name: text,
    short_name: text,
    description: text,
    lang: text,
    start_url: text,
    scope: text,
    display: { type: 'string', enum: ['standalone', 'fullscreen', 'minimal-ui', 'browser'] },
    theme_color: text,
    background_color: text,
    icons: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['src', 'sizes', 'type', 'purpose'],
        properties: { src: text, sizes: text, type: text, purpose: text },
      },
    },
  },
} as const;
export type WebManifest = FromSchema<typeof webManifestSchema>;

export const webManifestEndpoint = defineEndpoint({
  method: 'GET',
  path: MANIFEST_PATH,
  access: 'public',
  summary: "The installable app's web manifest, built from the site settings",
  responseMediaTypes: ['application/manifest+json'],
  notFoundWhen: 'the site has not been set up',
  schema: { response: webManifestSchema },
});

/** The service worker built from sw/sw.ts; scope '/' covers every public route. */
export const SERVICE_WORKER_PATH = '/sw.js';
