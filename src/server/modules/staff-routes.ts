/**
 * The staff suite's API areas, each a module of its own (routes.ts + repository.ts).
 * A new suite area registers here.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import type { SessionStore } from './auth/sessions';

export interface StaffRoutesOptions {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
}

export async function staffRoutes(_app: FastifyInstance, _options: StaffRoutesOptions) {}
