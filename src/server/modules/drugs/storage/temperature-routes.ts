/** Pharmacy temperatures (/api/ctims/temperature): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  LOGGER_FILE_MAX_CHARS,
  temperatureImportEndpoint,
  temperatureListEndpoint,
  temperatureRecordEndpoint,
} from '../../../../shared/api/drugs/temperature';
import { LOGGER_READINGS_MAX, parseLoggerCsv } from '../../../../shared/domain/drugs/temperature';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf, fieldProblem } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { temperaturesPage, warehouseExists } from './repository';
import { createStorageService } from './service';

const ok = ResponseCode.ok;
/** A logger file's text in UTF-8, with room for the JSON around it. */
const IMPORT_BODY_LIMIT = LOGGER_FILE_MAX_CHARS * 3 + 64 * 1024;

export async function temperatureRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const service = createStorageService(db);
  const warehouseOrThrow = async (warehouseId: number) => {
    if (!(await warehouseExists(db, warehouseId))) throw notFound({ 'zh-CN': '药房不存在', en: 'No such pharmacy' });
  };

  registerEndpoint(
    app,
    temperatureListEndpoint,
  )(async ({ params, query }) => {
    await warehouseOrThrow(params.warehouseId);
    const page = { offset: query.offset ?? 0, limit: query.limit ?? 20 };
    return { isOk: true, code: ok, ...(await temperaturesPage(db, params.warehouseId, page)) };
  });

  registerEndpoint(
    app,
    temperatureRecordEndpoint,
  )(async ({ body, request }) => {
    await warehouseOrThrow(body.warehouseId);
    const at = Date.parse(body.measuredAt);
    if (at > clock()) throw fieldProblem('measuredAt', { 'zh-CN': '时间不能晚于现在', en: 'Cannot be in the future' });
    const readings = [{ at, tenths: body.celsiusTenths }];
    const batch = { warehouseId: body.warehouseId, source: 'manual' as const, device: '', readings };
    return { isOk: true, code: ok, data: await service.record(batch, actorOf(request, clock)) };
  });

  registerEndpoint(app, temperatureImportEndpoint, { bodyLimit: IMPORT_BODY_LIMIT })(async ({ body, request }) => {
    await warehouseOrThrow(body.warehouseId);
    const { readings, problems } = parseLoggerCsv(body.csv);
    const now = clock();
    const future = readings.findIndex((reading) => reading.at > now);
    if (problems.length > 0)
      throw fieldProblem('csv', {
        'zh-CN': `第 ${problems
          .map((problem) => problem.line)
          .slice(0, 10)
          .join('、')} 行无法读取（应为“时间,温度”）`,
        en: `Line(s) ${problems
          .map((problem) => problem.line)
          .slice(0, 10)
          .join(', ')} cannot be read (expected 'time,temperature')`,
      });
    if (readings.length === 0 || readings.length > LOGGER_READINGS_MAX)
      throw fieldProblem('csv', {
        'zh-CN': `文件应有 1 至 ${LOGGER_READINGS_MAX} 条读数`,
        en: `The file should hold 1 to ${LOGGER_READINGS_MAX} readings`,
      });
    if (future >= 0)
      throw fieldProblem('csv', { 'zh-CN': '文件含未来时间的读数', en: 'The file holds readings in the future' });
    const batch = { warehouseId: body.warehouseId, source: 'device' as const, device: body.device.trim(), readings };
    return { isOk: true, code: ok, data: await service.record(batch, actorOf(request, clock)) };
  });
}
