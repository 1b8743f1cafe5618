/**
 * Single sign-on with the hospital's identity provider (OpenID Connect, authorisation code
 * with PKCE). The sign-in page asks `ssoConfig` whether to show the button; `ssoStart`
 * answers the provider's address to go to (the state, nonce and PKCE verifier stay on the
 * server, the browser keeps only an HttpOnly cookie naming the state); the provider sends
 * the browser back to the sign-in page, which hands the callback's query to `ssoCallback`.
 * Start and callback answer 404 when no provider is configured. A refusal answers like the
 * other sign-ins (HTTP 400, code '100', `data.reason`): sso_unlinked, sso_account_disabled,
 * sso_state_mismatch, sso_provider_error.
 */
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { singleLine } from '../contract/formats';
import { AUTH_PREFIX } from './auth';

export const ssoConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: `${AUTH_PREFIX}/auth/sso/config`,
  access: 'public',
  summary: "Whether sign-in with the hospital's identity provider is offered, and the button's words",
  feedback: 'silent',
  schema: {
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['enabled', 'label'],
      properties: {
        enabled: { type: 'boolean' },
        /** The button's words when the site set its own (OIDC_BUTTON_LABEL); empty: the default words. */
        label: { type: 'string' },
      },
    }),
  },
});

export const ssoStartEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/auth/sso/start`,
  access: 'public',
  summary: "Start a sign-in at the hospital's identity provider: the address to send the browser to",
  notFoundWhen: 'no identity provider is configured',
  bodyType: 'json',
  feedback: 'silent',
  schema: {
    body: { type: 'object', additionalProperties: false, properties: {} },
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['authorizationUrl'],
      properties: { authorizationUrl: { type: 'string' } },
    }),
  },
});

export const ssoCallbackEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AUTH_PREFIX}/auth/sso/callback`,
  access: 'public',
  summary:
    "Finish a sign-in at the hospital's identity provider: the callback's query (code, state) starts the session",
  notFoundWhen: 'no identity provider is configured',
  bodyType: 'json',
  feedback: 'silent',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['query'],
      properties: {
        /** The query string the provider sent the browser back with, e.g. `code=…&state=…&iss=…`. */
        query: { ...singleLine(4096), minLength: 1 },
      },
    },
    response: dataEnvelope({ type: 'null' }),
  },
});

/** The administrator's sign-in settings of one account: password sign-in on or off, and its single sign-on link. */
export const userSignInSettingsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/user/setSignIn',
  access: { scope: 'system', button: 'user:disable' },
  summary: "Switch a user's password sign-in on or off and set the identity provider's claim value linked to them",
  bodyType: 'json',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'passwordSignIn', 'ssoClaimValue', 'version'],
      properties: {
        id: { type: 'integer', minimum: 1 },
        passwordSignIn: { type: 'boolean' },
        /** The claim value (OIDC_LINK_CLAIM) that signs in as this user; null: no link. */
        ssoClaimValue: { anyOf: [{ ...singleLine(255), minLength: 1 }, { type: 'null' }] },
        version: { type: 'integer', minimum: 0 },
      },
    },
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version'],
      properties: { id: { type: 'integer' }, version: { type: 'integer' } },
    }),
  },
});
