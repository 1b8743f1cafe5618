/**
 * The visit schedule's calendar subscription (shared/api/visits/feed.ts): making, replacing
 * and revoking the caller's secret feed URL (each write audited, the secret never), and the
 * anonymous feed itself. The feed checks at every poll that the secret is current, its user
 * enabled and still holding page VisitSchedule, and then lists the still-planned visits of the
 * projects where the user holds SubjectVisits, as the schedule's .ics does: numbers and
 * initials, no names. An unknown secret and a refused user get the same 404.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  VISIT_FEED_AHEAD_DAYS,
  VISIT_FEED_PAST_DAYS,
  VISIT_FEED_PREFIX,
  visitFeedCreateEndpoint,
  visitFeedEndpoint,
  visitFeedRevokeEndpoint,
  visitFeedStateEndpoint,
} from '../../../../shared/api/visits/feed';
import { visitScheduleEndpoint } from '../../../../shared/api/visits/schedule';
import { addDays, hospitalDay } from '../../../../shared/domain/hospital-time';
import { writeIcsCalendar } from '../../../../shared/domain/visits/ical';
import { appendAudit } from '../../../db/audit/audit-trail';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { createPermissionRepository } from '../../../services/permission-repository';
import { actorOf, auditActor, isoTime } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createVisitScheduleRepository } from '../schedule/repository';
import { toIcsEvent } from '../schedule/schedule-rows';
import { createVisitFeedRepository } from './repository';

const ok = ResponseCode.ok;
/** A calendar polls every few minutes to hours; more from one address is guessing at secrets. */
const FEED_RATE_LIMIT = { max: 60, timeWindow: '1 hour' };
/** Bounds a runaway: half a year of one person's projects stays far below it. */
const FEED_ROWS_MAX = 5000;
const ENTITY = 'visitFeed';
const GONE = { 'zh-CN': '订阅链接无效或已撤销', en: 'No such calendar feed, or it was revoked' };

export const feedTokenHash = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** The page the feed's owner must still hold: the schedule's own (a system page). */
const SCHEDULE_PAGE = visitScheduleEndpoint.access.page;

export async function visitFeedRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const feeds = createVisitFeedRepository(db);
  const schedule = createVisitScheduleRepository(db);
  const permissions = createPermissionRepository(db);

  registerEndpoint(
    app,
    visitFeedStateEndpoint,
  )(async ({ request }) => {
    const state = await feeds.stateOf(actorOf(request, clock).actorId ?? 0);
    return { isOk: true, code: ok, data: { active: state !== undefined, createdAt: state?.createdAt ?? null } };
  });

  registerEndpoint(
    app,
    visitFeedCreateEndpoint,
  )(async ({ request }) => {
    const actor = actorOf(request, clock);
    const userId = actor.actorId ?? 0;
    const secret = randomBytes(32).toString('base64url');
    const createdAt = isoTime(actor.at);
    await db.transaction().execute(async (trx) => {
      const replaced = (await createVisitFeedRepository(trx).stateOf(userId)) !== undefined;
      await createVisitFeedRepository(trx).replace(userId, feedTokenHash(secret), createdAt);
      await appendAudit(trx, {
        ...auditActor(actor),
        action: replaced ? 'visitFeed.replace' : 'visitFeed.create',
        entity: ENTITY,
        entityId: userId,
        after: { createdAt },
      });
    });
    return { isOk: true, code: ok, data: { path: `${VISIT_FEED_PREFIX}${secret}.ics`, createdAt } };
  });

  registerEndpoint(
    app,
    visitFeedRevokeEndpoint,
  )(async ({ request }) => {
    const actor = actorOf(request, clock);
    await db.transaction().execute(async (trx) => {
      if (!(await createVisitFeedRepository(trx).revoke(actor.actorId ?? 0))) return;
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'visitFeed.revoke',
        entity: ENTITY,
        entityId: actor.actorId,
      });
    });
    return { isOk: true, code: ok, data: { active: false, createdAt: null } };
  });

  registerEndpoint(app, visitFeedEndpoint, { config: { rateLimit: FEED_RATE_LIMIT } })(async ({ params, reply }) => {
    const userId = await feeds.enabledOwnerOf(feedTokenHash(params.file.replace(/\.ics$/, '')));
    if (userId === undefined || !(await permissions.systemPermissions(userId)).pages.has(SCHEDULE_PAGE)) {
      throw notFound(GONE);
    }
    const now = clock();
    const today = hospitalDay(now);
    const ids = (await schedule.scheduleProjects(userId)).map((project) => project.id);
    const from = addDays(today, -VISIT_FEED_PAST_DAYS);
    const rows = await schedule.plannedBetween(ids, from, addDays(today, VISIT_FEED_AHEAD_DAYS), FEED_ROWS_MAX);
    const body = writeIcsCalendar({
      prodId: '-//Trial Portal//Visit Schedule//ZH',
      name: '访视日程 Visit schedule',
      stampedAt: now,
      events: rows.map(toIcsEvent),
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="visits.ics"')
      .header('cache-control', 'private, no-store')
      .send(body);
  });
}
