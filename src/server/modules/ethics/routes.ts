/** The ethics area's staff routes (SPEC §7 /ethic/*): the committee, the submissions and their letters, one registration per part. */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { ethicsCommitteeRoutes } from './committee/routes';
import { ethicsLetterRoutes } from './letters/routes';
import { ethicsSubmissionRoutes } from './submissions/routes';
import { ethicsReviewRoutes } from './review/routes';
import { ethicsForwardingRoutes } from './forwarding/routes';
import { ethicsMeetingRoutes } from './meetings/routes';

export async function ethicsRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  await app.register(ethicsCommitteeRoutes, options);
  await app.register(ethicsSubmissionRoutes, options);
  await app.register(ethicsLetterRoutes, options);
  await app.register(ethicsReviewRoutes, options);
  await app.register(ethicsForwardingRoutes, options);
  await app.register(ethicsMeetingRoutes, options);
}
