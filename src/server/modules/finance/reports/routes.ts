/** Finance reports (/api/gpayment/report): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { financeReportEndpoint, financeReportExportEndpoint } from '../../../../shared/api/finance/reports';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { sendSpreadsheet } from '../../../lib/spreadsheet';
import { auditExport } from '../../../services/export-audit';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { financeReport } from './service';
import { writeReportWorkbook } from './workbook';

export async function financeReportRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  registerEndpoint(
    app,
    financeReportEndpoint,
  )(async ({ params, query }) => {
    const data = await financeReport(db, params.projectId, query, hospitalDay(clock()));
    return { isOk: true, code: ResponseCode.ok, data };
  });

  registerEndpoint(
    app,
    financeReportExportEndpoint,
  )(async ({ params, query, request, reply }) => {
    const now = clock();
    const report = await financeReport(db, params.projectId, query, hospitalDay(now));
    const rows =
      report.budget.rows.length +
      report.flow.rows.length +
      report.ageing.invoices.length +
      report.subsidies.rows.length;
    const filters = { from: report.from, to: report.to };
    const entry = {
      action: 'financeReport.export',
      entity: 'finance_report',
      projectId: params.projectId,
      filters,
      rows,
    };
    await auditExport(db, request, clock, entry);
    const bytes = await writeReportWorkbook(report);
    return sendSpreadsheet(reply, bytes, 'xlsx', `finance-report-${report.from}-${report.to}`, now);
  });
}
