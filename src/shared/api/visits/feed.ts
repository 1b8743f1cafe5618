/**
 * The visit schedule as a calendar subscription (issue 24 item 8): each user may hold one
 * secret feed URL, `/api/feed/visits/<secret>.ics`, that a phone or desktop calendar polls
 * without signing in. The secret is shown once, when made; the server keeps only its hash.
 * Replacing it makes a new one (the old URL stops working); revoking removes it. The feed
 * lists what the user's schedule shows (number and initials, no names), and answers only
 * while the user is enabled and holds page VisitSchedule.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { CALENDAR_MEDIA_TYPES } from '../contract/media-types';
import { jsonBody } from '../contract/staff-fields';
import { visitScheduleEndpoint } from './schedule';

export const VISIT_FEED_PREFIX = '/api/feed/visits/';
/** The secret: 32 random bytes as base64url (43 characters), then the calendar suffix. */
export const VISIT_FEED_FILE_PATTERN = '^[A-Za-z0-9_-]{43}\\.ics$';
/** Days before today the feed keeps (a visit just done stays visible), and days ahead it shows. */
export const VISIT_FEED_PAST_DAYS = 30;
export const VISIT_FEED_AHEAD_DAYS = 180;

const feedStateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['active', 'createdAt'],
  properties: {
    active: { type: 'boolean' },
    /** When the current secret was made (ISO 8601 UTC); null without one. */
    createdAt: { type: ['string', 'null'] },
  },
} as const;

export const visitFeedStateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/subject/visit/feed',
  access: visitScheduleEndpoint.access,
  summary: 'Whether the caller has a calendar feed URL, and since when (the URL itself is never shown again)',
  schema: { response: dataEnvelope(feedStateSchema) },
});

export const visitFeedCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/visit/feed/create',
  access: visitScheduleEndpoint.access,
  summary: "Make the caller's calendar feed URL, replacing (and so ending) any earlier one; shown only in this answer",
  bodyType: 'json',
  schema: {
    body: jsonBody({}, []),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['path', 'createdAt'],
      properties: {
        /** The feed's path with its secret ('/api/feed/visits/….ics'); the client prefixes its origin. */
        path: { type: 'string' },
        createdAt: { type: 'string' },
      },
    }),
  },
});

export const visitFeedRevokeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/visit/feed/revoke',
  access: visitScheduleEndpoint.access,
  summary: "Revoke the caller's calendar feed URL: calendars polling it get 404 from then on",
  bodyType: 'json',
  schema: { body: jsonBody({}, []), response: dataEnvelope(feedStateSchema) },
});

export const visitFeedEndpoint = defineEndpoint({
  method: 'GET',
  path: `${VISIT_FEED_PREFIX}:file`,
  access: 'public',
  // Calendar applications poll it and cannot sign requests; the secret in the path is the credential.
  sourceSign: 'exempt',
  summary: "A user's visit schedule as a subscribable iCalendar feed (all-day events, no patient names)",
  notFoundWhen: 'the secret is unknown or revoked, or its user is disabled or no longer holds page VisitSchedule',
  responseMediaTypes: CALENDAR_MEDIA_TYPES,
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['file'],
      properties: { file: { type: 'string', pattern: VISIT_FEED_FILE_PATTERN } },
    },
    response: { description: 'text/calendar; charset=utf-8 (RFC 5545)' },
  },
});

export type VisitFeedState = FromSchema<typeof feedStateSchema>;
export type VisitFeedCreated = NonNullable<FromSchema<(typeof visitFeedCreateEndpoint)['schema']['response']>['data']>;
