/** Trial subjects (/api/trial/subject): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  subjectDeleteEndpoint,
  subjectDetailEndpoint,
  subjectEnrolEndpoint,
  subjectExportEndpoint,
  subjectListEndpoint,
  subjectSaveEndpoint,
  subjectSetInvalidEndpoint,
  subjectSetStatusEndpoint,
} from '../../../../shared/api/recruitment/subjects';
import {
  subjectNumberingEndpoint,
  subjectNumberingSaveEndpoint,
} from '../../../../shared/api/recruitment/subject-numbering';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { sendSpreadsheet } from '../../../lib/spreadsheet';
import { auditExport } from '../../../services/export-audit';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { exportSubjects } from './export';
import { numberingOf } from './numbering';
import { createSubjectRepository } from './repository';
import { createSubjectService, subjectIn, toSubject } from './service';
import { setSubjectStatus } from './status-change';
import { hospitalDay } from '../../../../shared/domain/hospital-time';

const ok = ResponseCode.ok;

export async function subjectRoutes(app: FastifyInstance, { db, clock, patientCipher }: StaffRoutesOptions) {
  const subjects = createSubjectRepository(db);
  const service = createSubjectService(db, patientCipher);

  registerEndpoint(
    app,
    subjectListEndpoint,
  )(async ({ params, query }) => {
    const { offset = 0, limit = 20, ...filters } = query;
    const { rows, total } = await subjects.list(params.projectId, { ...filters, offset, limit });
    return { isOk: true, code: ok, rows: rows.map(toSubject), total };
  });

  registerEndpoint(
    app,
    subjectExportEndpoint,
  )(async ({ params, query, request, reply }) => {
    const { projectId } = params;
    const { bytes, rows } = await exportSubjects(db, projectId, query);
    await auditExport(db, request, clock, {
      action: 'subject.export',
      entity: 'trialSubject',
      projectId,
      filters: query,
      rows,
    });
    return sendSpreadsheet(reply, bytes, query.format ?? 'xlsx', 'subjects', clock());
  });

  registerEndpoint(
    app,
    subjectNumberingEndpoint,
  )(async ({ params }) => ({
    isOk: true,
    code: ok,
    data: await numberingOf(subjects, params.projectId, hospitalDay(clock())),
  }));

  registerEndpoint(
    app,
    subjectDetailEndpoint,
  )(async ({ params }) => ({
    isOk: true,
    code: ok,
    data: toSubject(subjectIn(await subjects.byId(params.id), params.projectId)),
  }));

  registerEndpoint(
    app,
    subjectNumberingSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.saveNumbering(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    subjectEnrolEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.enrol(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    subjectSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.save(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    subjectSetStatusEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await setSubjectStatus(db, body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    subjectSetInvalidEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.setInvalid(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    subjectDeleteEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.remove(body, actorOf(request, clock)) }));
}
