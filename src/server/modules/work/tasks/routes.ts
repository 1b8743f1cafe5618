/**
 * The task inbox (/api/trial/task/inbox): the caller's open tasks across the projects of
 * their team and the areas they work in, ordered and paged in the database. Reads only.
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { taskInboxEndpoint } from '../../../../shared/api/work/tasks';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { requireStaff } from '../../../services/staff-principal';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { inboxPage } from './inbox';
import { createTaskRepository } from './repository';
import { taskCacheOf } from './task-cache';
import { createTaskKeyReader } from './task-keys';
import { hospitalDay } from '../../../../shared/domain/hospital-time';

export async function taskRoutes(app: FastifyInstance, { db, clock, patientCipher }: StaffRoutesOptions) {
  const readers = {
    repo: createTaskRepository(db),
    reader: createTaskKeyReader(db),
    cipher: patientCipher,
    cache: taskCacheOf(db),
  };

  registerEndpoint(
    app,
    taskInboxEndpoint,
  )(async ({ query, request }) => {
    const now = clock();
    const today = hospitalDay(now);
    const { userId, userName } = requireStaff(request);
    const page = await inboxPage(
      readers,
      { userId, userName, projectId: query.projectId, now, today },
      { kind: query.kind, offset: query.offset ?? 0, limit: query.limit ?? 20 },
    );
    return { isOk: true, code: ResponseCode.ok, data: { today, ...page } };
  });
}
