/** The workbench (/api/trial/task/workbench): the signed-in user's home, scoped like the inbox. Reads only. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { workbenchEndpoint } from '../../../../shared/api/work/workbench';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { requireStaff } from '../../../services/staff-principal';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createTaskRepository } from '../tasks/repository';
import { taskCacheOf } from '../tasks/task-cache';
import { createTaskKeyReader } from '../tasks/task-keys';
import { createWorkbenchRepository } from './repository';
import { workbenchOf } from './service';

export async function workbenchRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const readers = {
    tasks: createTaskRepository(db),
    reader: createTaskKeyReader(db),
    workbench: createWorkbenchRepository(db),
    cache: taskCacheOf(db),
  };

  registerEndpoint(
    app,
    workbenchEndpoint,
  )(async ({ request }) => {
    const now = clock();
    const { userId, userName } = requireStaff(request);
    const data = await workbenchOf(readers, { userId, userName, now, today: hospitalDay(now) });
    return { isOk: true, code: ResponseCode.ok, data };
  });
}
