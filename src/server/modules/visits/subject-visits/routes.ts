/** Subjects' visits (/api/trial/subject/visit): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  subjectVisitApplyPlanEndpoint,
  subjectVisitCalendarEndpoint,
  subjectVisitMissedEndpoint,
  subjectVisitResetEndpoint,
  subjectVisitSetExecDateEndpoint,
  subjectVisitSetPlanDateEndpoint,
} from '../../../../shared/api/visits/subject-visits';
import { subjectVisitPredictEndpoint } from '../../../../shared/api/visits/visit-prediction';
import { subjectVisitDeviationsEndpoint } from '../../../../shared/api/visits/deviations';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { applyNewerPlan } from './apply-plan';
import { subjectCalendar, predictVisits, visitDeviations } from './calendar';
import { createVisitRecordService } from './record';
import { hospitalDay } from '../../../../shared/domain/hospital-time';

const ok = ResponseCode.ok;

export async function subjectVisitRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const record = createVisitRecordService(db);

  registerEndpoint(
    app,
    subjectVisitCalendarEndpoint,
  )(async ({ params }) => ({
    isOk: true,
    code: ok,
    data: await subjectCalendar(db, params.projectId, params.subjectId, hospitalDay(clock())),
  }));

  registerEndpoint(
    app,
    subjectVisitPredictEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    data: await predictVisits(db, params.projectId, query, hospitalDay(clock())),
  }));

  registerEndpoint(
    app,
    subjectVisitDeviationsEndpoint,
  )(async ({ params }) => {
    const today = hospitalDay(clock());
    return { isOk: true, code: ok, data: { today, rows: await visitDeviations(db, params.projectId, today) } };
  });

  registerEndpoint(
    app,
    subjectVisitSetPlanDateEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await record.setPlanDate(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    subjectVisitSetExecDateEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await record.setExecDate(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    subjectVisitMissedEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await record.missed(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    subjectVisitResetEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await record.reset(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    subjectVisitApplyPlanEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await applyNewerPlan(db, body, actorOf(request, clock)),
  }));
}
