/**
 * Research centres: thin handlers (access is enforced by the declarations). The list adds up
 * each centre's subjects (shared/domain/study/centres.ts: subjects without a centre count at
 * our own); a new project gets its own centre through the project-created event.
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  CENTRE_COUNT_KEYS,
  centreListEndpoint,
  centreMoveEndpoint,
  centreOptionsEndpoint,
  centreSaveEndpoint,
} from '../../../../shared/api/study/centres';
import { centreTakesSubjects, sumCentreCounts } from '../../../../shared/domain/study/centres';
import { requireProject } from '../../../lib/project-exists';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { onProjectCreated } from '../projects/project-events';
import { centreCountsOf } from './centre-counts';
import { ensureOwnCentre } from './own-centre';
import { createCentreRepository } from './repository';
import { createCentreService } from './service';

const ok = ResponseCode.ok;

export async function centreRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const centres = createCentreRepository(db);
  const service = createCentreService(db);
  onProjectCreated('centres', async (trx, { projectId, actor }) => {
    await ensureOwnCentre(trx, projectId, actor);
  });

  registerEndpoint(
    app,
    centreListEndpoint,
  )(async ({ params }) => {
    await requireProject(db, params.projectId);
    const [rows, team] = await Promise.all([centres.ofProject(params.projectId), centres.team(params.projectId)]);
    const counts = await centreCountsOf(centres, [params.projectId], rows);
    const list = rows.map(({ isOwn, ...row }) => ({ ...row, isOwn, counts: counts.of(row.id) }));
    const targets = rows.map((row) => row.enrolmentTarget).filter((target) => target !== null);
    return {
      isOk: true,
      code: ok,
      data: {
        centres: list,
        total: sumCentreCounts(
          list.map((row) => row.counts),
          CENTRE_COUNT_KEYS,
        ),
        enrolmentTarget: targets.length === 0 ? null : targets.reduce((sum, target) => sum + target, 0),
        team,
      },
    };
  });

  registerEndpoint(
    app,
    centreOptionsEndpoint,
  )(async ({ params }) => {
    await requireProject(db, params.projectId);
    const rows = await centres.ofProject(params.projectId);
    return {
      isOk: true,
      code: ok,
      data: rows
        .filter((row) => centreTakesSubjects(row.status))
        .map((row) => ({ id: row.id, name: row.name, isOwn: row.isOwn })),
    };
  });

  registerEndpoint(
    app,
    centreSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.save(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    centreMoveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.move(body, actorOf(request, clock)) }));
}
