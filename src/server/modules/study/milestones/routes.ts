/** Project milestones: thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  milestoneDeleteEndpoint,
  milestoneListEndpoint,
  milestoneSaveEndpoint,
} from '../../../../shared/api/study/milestones';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { isMilestoneOverdue } from '../../../../shared/domain/study/milestones';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createMilestoneRepository } from './repository';
import { createMilestoneService } from './service';

const ok = ResponseCode.ok;

export async function milestoneRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const milestones = createMilestoneRepository(db);
  const service = createMilestoneService(db);

  registerEndpoint(
    app,
    milestoneListEndpoint,
  )(async ({ params }) => {
    const today = hospitalDay(clock());
    const rows = await milestones.ofProject(params.projectId);
    return {
      isOk: true,
      code: ok,
      data: { today, milestones: rows.map((row) => ({ ...row, overdue: isMilestoneOverdue(row, today) })) },
    };
  });

  registerEndpoint(
    app,
    milestoneSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.save(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    milestoneDeleteEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.remove(body, actorOf(request, clock)) }));
}
