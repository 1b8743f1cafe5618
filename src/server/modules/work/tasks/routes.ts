/**
 * The task inbox (/api/trial/task/inbox): the caller's open tasks across the projects of
 * their team and the areas they work in, paged after the kinds are merged. Reads only.
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { TASK_KINDS, type TaskCounts, taskInboxEndpoint } from '../../../../shared/api/work/tasks';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { requireStaff } from '../../../services/staff-principal';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { collectTasks } from './inbox';
import { createTaskRepository } from './repository';
import { hospitalDay } from '../../../../shared/domain/hospital-time';

export async function taskRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const repo = createTaskRepository(db);

  registerEndpoint(
    app,
    taskInboxEndpoint,
  )(async ({ query, request }) => {
    const now = clock();
    const today = hospitalDay(now);
    const { userId } = requireStaff(request);
    const { tasks, projects } = await collectTasks(repo, { userId, projectId: query.projectId, now, today });
    const counts = Object.fromEntries(TASK_KINDS.map((kind) => [kind, 0])) as TaskCounts;
    for (const { row } of tasks) counts[row.kind] += 1;
    const chosen = query.kind === undefined ? tasks : tasks.filter(({ row }) => row.kind === query.kind);
    const offset = query.offset ?? 0;
    const rows = chosen.slice(offset, offset + (query.limit ?? 20)).map(({ row }) => row);
    return { isOk: true, code: ResponseCode.ok, data: { today, rows, total: chosen.length, counts, projects } };
  });
}
