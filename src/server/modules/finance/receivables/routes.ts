/** Receivables (/api/gpayment/invoice, /api/gpayment/income): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { incomeListEndpoint, incomeSaveEndpoint, incomeSubmitEndpoint } from '../../../../shared/api/finance/income';
import {
  accrualListEndpoint,
  invoiceDeleteEndpoint,
  invoiceDetailEndpoint,
  invoiceIssueEndpoint,
  invoiceListEndpoint,
  invoiceSaveEndpoint,
  invoiceVoidEndpoint,
} from '../../../../shared/api/finance/receivables';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createIncomeService } from './income-service';
import { createInvoiceService } from './invoice-service';
import { accrualsPage, incomePage, invoiceDetail, invoicesPage } from './repository';

const ok = ResponseCode.ok;
const paged = <Q extends { offset?: number; limit?: number }>(query: Q) => ({
  ...query,
  offset: query.offset ?? 0,
  limit: query.limit ?? 20,
});

export async function receivableRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const invoices = createInvoiceService(db);
  const income = createIncomeService(db);
  const today = () => hospitalDay(clock());

  registerEndpoint(
    app,
    accrualListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await accrualsPage(db, params.projectId, paged(query))),
  }));
  registerEndpoint(
    app,
    invoiceListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await invoicesPage(db, params.projectId, paged(query), today())),
  }));
  registerEndpoint(
    app,
    invoiceDetailEndpoint,
  )(async ({ params }) => {
    const data = await invoiceDetail(db, params.projectId, params.id, today());
    if (!data) throw notFound({ 'zh-CN': '发票不存在', en: 'No such invoice in this project' });
    return { isOk: true, code: ok, data };
  });
  registerEndpoint(
    app,
    invoiceSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await invoices.save(body, actorOf(request, clock)),
  }));
  registerEndpoint(
    app,
    invoiceDeleteEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await invoices.remove(body, actorOf(request, clock)),
  }));
  registerEndpoint(
    app,
    invoiceIssueEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await invoices.issue(body, actorOf(request, clock)),
  }));
  registerEndpoint(
    app,
    invoiceVoidEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await invoices.void(body, actorOf(request, clock)),
  }));
  registerEndpoint(
    app,
    incomeListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await incomePage(db, params.projectId, paged(query))),
  }));
  registerEndpoint(
    app,
    incomeSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await income.save(body, actorOf(request, clock)),
  }));
  registerEndpoint(
    app,
    incomeSubmitEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await income.submit(body, actorOf(request, clock)),
  }));
}
