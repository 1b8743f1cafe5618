/** Study management of projects: thin handlers over the repository and the service (access is in the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  projectArchiveEndpoint,
  projectCopyEndpoint,
  projectCreateEndpoint,
  projectManageDetailEndpoint,
  projectManageListEndpoint,
  projectPublishEndpoint,
  projectRecruitStatusEndpoint,
  projectStartEndpoint,
  projectTerminateEndpoint,
  projectUnpublishEndpoint,
  projectUpdateEndpoint,
} from '../../../../shared/api/study/projects';
import {
  projectActivityEndpoint,
  projectDoctorsEndpoint,
  projectDoctorsSaveEndpoint,
  projectPreviewEndpoint,
  projectSummaryEndpoint,
} from '../../../../shared/api/study/project-pages';
import {
  projectExportEndpoint,
  projectImportEndpoint,
  projectTemplateEndpoint,
} from '../../../../shared/api/study/project-transfer';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { milestoneProgress } from '../../../../shared/domain/study/milestones';
import { createAuditRepository } from '../../access';
import { createMilestoneRepository } from '../milestones/repository';
import { createPortalRepository } from '../../portal';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createProjectRepository } from './repository';
import { PROJECT_ENTITY, createProjectService } from './service';
import { sendSpreadsheet } from '../../../lib/spreadsheet';
import { createProjectTransfer } from './transfer';

const ok = ResponseCode.ok;
const noSuchProject = () => notFound({ 'zh-CN': '项目不存在', en: 'No such project' });
/** The import's base64 body is up to ~2.7 MB (a 2 MB file). */
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

export async function projectRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const projects = createProjectRepository(db);
  const service = createProjectService(db);
  const audit = createAuditRepository(db);
  const portal = createPortalRepository(db);
  const transfer = createProjectTransfer(db);
  const milestones = createMilestoneRepository(db);

  registerEndpoint(
    app,
    projectManageListEndpoint,
  )(async ({ query }) => ({ isOk: true, code: ok, ...(await projects.list(query)) }));

  registerEndpoint(
    app,
    projectManageDetailEndpoint,
  )(async ({ params }) => {
    const project = await projects.detail(params.projectId);
    if (!project) throw noSuchProject();
    return { isOk: true, code: ok, data: project };
  });

  registerEndpoint(
    app,
    projectCreateEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.create(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    projectUpdateEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.update(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    projectCopyEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.copy(body.projectId, actorOf(request, clock)),
  }));

  const transitions = [
    [projectStartEndpoint, 'start'],
    [projectTerminateEndpoint, 'terminate'],
    [projectArchiveEndpoint, 'archive'],
  ] as const;
  for (const [endpoint, action] of transitions) {
    registerEndpoint(
      app,
      endpoint,
    )(async ({ body, request }) => ({
      isOk: true,
      code: ok,
      data: await service.transition(body, action, actorOf(request, clock)),
    }));
  }

  registerEndpoint(
    app,
    projectPublishEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.setPublished(body, true, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    projectUnpublishEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.setPublished(body, false, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    projectRecruitStatusEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.setRecruitStatus(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    projectSummaryEndpoint,
  )(async ({ params }) => {
    if (!(await projects.state(params.projectId))) throw noSuchProject();
    const [counts, milestoneRows] = await Promise.all([
      projects.counts(params.projectId),
      milestones.ofProject(params.projectId),
    ]);
    const { done, total, overdue, nextDue } = milestoneProgress(milestoneRows, hospitalDay(clock()));
    const next = nextDue?.plannedDate ? { name: nextDue.name, plannedDate: nextDue.plannedDate } : null;
    return { isOk: true, code: ok, data: { ...counts, milestones: { done, total, overdue, nextDue: next } } };
  });

  registerEndpoint(
    app,
    projectDoctorsEndpoint,
  )(async ({ params }) => {
    if (!(await projects.state(params.projectId))) throw noSuchProject();
    return { isOk: true, code: ok, data: await projects.doctors(params.projectId) };
  });

  registerEndpoint(
    app,
    projectDoctorsSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.saveDoctors(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    projectActivityEndpoint,
  )(async ({ params, query }) => {
    const page = await audit.list(
      {
        offset: query.offset ?? 0,
        limit: query.limit ?? 20,
        entity: PROJECT_ENTITY,
        entityId: String(params.projectId),
      },
      {},
    );
    return { isOk: true, code: ok, ...page };
  });

  registerEndpoint(
    app,
    projectPreviewEndpoint,
  )(async ({ params }) => {
    const project = await portal.projectById(params.projectId, { drafts: true });
    if (!project) throw noSuchProject();
    return { isOk: true, code: ok, data: project };
  });

  registerEndpoint(
    app,
    projectTemplateEndpoint,
  )(async ({ query, reply }) =>
    sendSpreadsheet(
      reply,
      await transfer.template(query.format ?? 'xlsx'),
      query.format ?? 'xlsx',
      'project-import-template',
      clock(),
    ),
  );

  registerEndpoint(app, projectImportEndpoint, { bodyLimit: IMPORT_BODY_LIMIT })(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await transfer.import(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    projectExportEndpoint,
  )(async ({ query, reply }) =>
    sendSpreadsheet(reply, await transfer.export(query), query.format ?? 'xlsx', 'projects', clock()),
  );
}
