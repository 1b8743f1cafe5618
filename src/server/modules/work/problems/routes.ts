/** Problem reports (/api/gctms/bug): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  type ErrorReportData,
  PROBLEM_BODY_LIMIT,
  type ProblemDetail,
  type ProblemRow,
  myProblemListEndpoint,
  problemDetailEndpoint,
  problemFileEndpoint,
  problemListEndpoint,
  problemMoveEndpoint,
  problemScreenshotEndpoint,
} from '../../../../shared/api/work/problem-reports';
import { problemStatusOf } from '../../../../shared/domain/work/problem-reports';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import { requireStaff } from '../../../services/staff-principal';
import { noVirusScanner } from '../../documents';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { type ProblemReportRow, createProblemRepository } from './repository';
import { createProblemService } from './service';

const ok = ResponseCode.ok;
const noReport = () => notFound({ 'zh-CN': '问题反馈不存在', en: 'No such problem report' });

function toRow(row: ProblemReportRow): ProblemRow {
  return {
    id: row.id,
    status: problemStatusOf(row.status),
    resolution: row.resolution === 'fixed' || row.resolution === 'notProblem' ? row.resolution : null,
    pagePath: row.pagePath,
    text: row.text,
    hasErrorReport: row.errorReport !== null,
    hasScreenshot: row.screenshotFileId !== null,
    answer: row.answer,
    reporterName: row.reporterName,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function problemRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const { db, clock, files } = options;
  const problems = createProblemRepository(db);
  const service = createProblemService({ db, files, scanner: options.virusScanner ?? noVirusScanner });

  registerEndpoint(app, problemFileEndpoint, { bodyLimit: PROBLEM_BODY_LIMIT })(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.file(body, requireStaff(request).userId, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    myProblemListEndpoint,
  )(async ({ query, request }) => {
    const { userId } = requireStaff(request);
    const page = await problems.page({ reporterId: userId }, query.offset, query.limit);
    return { isOk: true, code: ok, rows: page.rows.map(toRow), total: page.total };
  });

  registerEndpoint(
    app,
    problemListEndpoint,
  )(async ({ query }) => {
    const page = await problems.page({ status: query.status }, query.offset, query.limit);
    return { isOk: true, code: ok, rows: page.rows.map(toRow), total: page.total };
  });

  registerEndpoint(
    app,
    problemDetailEndpoint,
  )(async ({ params }) => {
    const row = await problems.byId(params.id);
    if (!row) throw noReport();
    const file = row.screenshotFileId === null ? undefined : await files.ownedFile(row.screenshotFileId);
    const data: ProblemDetail = {
      ...toRow(row),
      reporterId: row.reporterId,
      reporterRoles: JSON.parse(row.reporterRoles) as string[],
      errorReport: row.errorReport === null ? null : (JSON.parse(row.errorReport) as ErrorReportData),
      screenshot: file ? { name: file.row.originalName, mimeType: file.row.mimeType, size: file.row.size } : null,
      version: row.version,
    };
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    problemScreenshotEndpoint,
  )(async ({ params, reply }) => {
    const row = await problems.byId(params.id);
    const file = row?.screenshotFileId ? await files.ownedFile(row.screenshotFileId) : undefined;
    if (!file) throw noReport();
    // A download, never rendered in the app's origin nor cached: staff data.
    void reply
      .header('content-type', file.row.mimeType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', file.data.length)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.row.originalName)}`);
    return file.data;
  });

  registerEndpoint(
    app,
    problemMoveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.move(body, actorOf(request, clock)),
  }));
}
