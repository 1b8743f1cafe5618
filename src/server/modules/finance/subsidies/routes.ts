/** Subject subsidies (/api/trial/subject/subsidy): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  subjectSubsidyEndpoint,
  subsidyBillDeleteEndpoint,
  subsidyBillListEndpoint,
  subsidyBillRevealEndpoint,
  subsidyBillSaveEndpoint,
  subsidyOwedEndpoint,
} from '../../../../shared/api/finance/subsidies';
import {
  subsidyBatchIssueEndpoint,
  subsidyBatchListEndpoint,
  subsidyBatchSaveEndpoint,
  subsidyBatchSubmitEndpoint,
} from '../../../../shared/api/finance/subsidy-batches';
import { FINANCE_WORKFLOWS } from '../../../../shared/domain/finance/codes';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { registerWorkflowHooks } from '../../work';
import { subsidyWorkflowHooks } from './approval';
import { batchesPage, billsOfSubject, billsPage, duesOf, owedPage, subjectTotals } from './repository';
import { shownBill } from './bills';
import { createSubsidyService } from './service';

const ok = ResponseCode.ok;
const paged = <Q extends { offset?: number; limit?: number }>(query: Q) => ({
  ...query,
  offset: query.offset ?? 0,
  limit: query.limit ?? 20,
});

export async function financeSubsidyRoutes(app: FastifyInstance, { db, clock, patientCipher }: StaffRoutesOptions) {
  registerWorkflowHooks(FINANCE_WORKFLOWS.subsidyBatch, subsidyWorkflowHooks);
  const service = createSubsidyService(db, patientCipher);
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request, clock);

  registerEndpoint(
    app,
    subsidyOwedEndpoint,
  )(async ({ params, query }) => ({ isOk: true, code: ok, ...(await owedPage(db, params.projectId, paged(query))) }));

  registerEndpoint(
    app,
    subsidyBillListEndpoint,
  )(async ({ params, query }) => {
    const page = await billsPage(db, params.projectId, paged(query));
    return { isOk: true, code: ok, total: page.total, rows: page.rows.map((row) => shownBill(row, patientCipher)) };
  });

  registerEndpoint(
    app,
    subsidyBillSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.saveBill(body, actor(request)) }));

  registerEndpoint(
    app,
    subsidyBillDeleteEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.deleteBill(body, actor(request)) }));

  registerEndpoint(
    app,
    subsidyBillRevealEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.revealBill(body, actor(request)) }));

  registerEndpoint(
    app,
    subsidyBatchListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await batchesPage(db, params.projectId, paged(query))),
  }));

  registerEndpoint(
    app,
    subsidyBatchSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.saveBatch(body, actor(request), hospitalDay(clock())),
  }));

  registerEndpoint(
    app,
    subsidyBatchSubmitEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.submitBatch(body, actor(request)) }));

  registerEndpoint(
    app,
    subsidyBatchIssueEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.issueBatch(body, actor(request), hospitalDay(clock())),
  }));

  registerEndpoint(
    app,
    subjectSubsidyEndpoint,
  )(async ({ params }) => {
    const { projectId, subjectId } = params;
    const [totals, unbilled, bills] = await Promise.all([
      subjectTotals(db, projectId, subjectId),
      duesOf(db, projectId, { subjectIds: [subjectId] }),
      billsOfSubject(db, projectId, subjectId),
    ]);
    return {
      isOk: true,
      code: ok,
      data: {
        ...totals,
        unbilled: unbilled.map(({ subjectId: _s, billId: _b, ...due }) => due),
        bills: bills.map((row) => shownBill(row, patientCipher)),
      },
    };
  });
}
