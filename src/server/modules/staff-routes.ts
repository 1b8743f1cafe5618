/**
 * The staff suite's API areas, each a module of its own (routes.ts + repository.ts).
 * A new suite area registers here.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import type { FieldCipher } from '../lib/field-crypto';
import { auditRoutes } from './access/audit/routes';
import { dictAdminRoutes } from './study/dict-admin/routes';
import type { SessionStore } from './access/auth/sessions';
import { milestoneRoutes } from './study/milestones/routes';
import { noticeRoutes } from './work/notices/routes';
import type { HisAdapter } from './recruitment/candidates/his-adapter';
import { recruitPatientRoutes } from './recruitment/candidates/routes';
import { recruitFollowRoutes } from './recruitment/follow/routes';
import { recruitRuleRoutes } from './recruitment/rules/routes';
import { fileApiRoutes } from './study/files/routes';
import type { FileService } from './study/files/service';
import { orgRoutes } from './access/orgs/routes';
import { projectTeamRoutes } from './study/team/routes';
import { projectRoutes } from './study/projects/routes';
import { recruitFunnelRoutes } from './recruitment/funnel/routes';
import { subjectRoutes } from './recruitment/subjects/routes';
import { subjectVisitRoutes } from './visits/subject-visits/routes';
import { registrationRoutes } from './access/registration/routes';
import { roleRoutes } from './access/roles/routes';
import { siteSettingsRoutes } from './study/site/routes';
import { userRoutes } from './access/users/routes';
import { visitScheduleRoutes } from './visits/schedule/routes';
import { visitPlanRoutes } from './visits/plans/routes';
import { safetyAeRoutes } from './safety/ae/routes';
import { safetySaeRoutes } from './safety/sae/routes';
import { safetyPvRoutes } from './safety/pv/routes';
import { safetyViolationRoutes } from './safety/violations/routes';
import { safetyConMedRoutes } from './safety/con-meds/routes';
import { safetyRuleRoutes } from './safety/rules/routes';
import { taskRoutes } from './work/tasks/routes';

export interface StaffRoutesOptions {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  files: FileService;
  /** Seals and opens patients' identifying fields (recruitment). */
  patientCipher: FieldCipher;
  /** The HIS the candidate-patient sync reads (recruit-patients/his-adapter.ts); absent: no HIS set up. */
  hisAdapter?: HisAdapter;
}

export async function staffRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  // Users and roles (SPEC §6): /api/gbc, /api/gbs and the project team under /api/bus.
  await app.register(userRoutes, options);
  await app.register(roleRoutes, options);
  await app.register(orgRoutes, options);
  await app.register(registrationRoutes, options);
  await app.register(auditRoutes, options);
  await app.register(projectTeamRoutes, options);
  // Study management (SPEC §7 /bus/*): projects, their doctors and publication.
  await app.register(projectRoutes, options);
  // Dictionary administration (/api/sys/dict).
  await app.register(dictAdminRoutes, options);
  // Project milestones (/api/bus/project/milepost).
  await app.register(milestoneRoutes, options);
  // Uploads (/api/gbs/file), reused by the areas that take images or documents.
  await app.register(fileApiRoutes, options);
  // Site settings (white-label): /api/sys/site.
  await app.register(siteSettingsRoutes, options);
  // Candidate patients of a project (/api/trial/recruit/patient) and the portal's consented lead.
  await app.register(recruitPatientRoutes, options);
  // Trial subjects and enrolment (/api/trial/subject) and the recruitment funnel (/api/trial/recruit/funnel).
  await app.register(subjectRoutes, options);
  await app.register(recruitFunnelRoutes, options);
  // Each subject's visits: calendar, predict, plan/exec dates, apply a newer plan (/api/trial/subject/visit).
  await app.register(subjectVisitRoutes, options);
  // Recruitment rules (/api/config/gcpRecruitRule), matching and follow-up (/api/trial/recruit).
  await app.register(recruitRuleRoutes, options);
  await app.register(recruitFollowRoutes, options);
  // Versioned visit plans (/api/trial/visit/draft).
  await app.register(visitPlanRoutes, options);
  // The coordinator's visit schedule, its .ics and day list, and the visit summary (/api/trial/subject/visit).
  await app.register(visitScheduleRoutes, options);
  // Staff notices, reminder consent and lead time (/api/gbs/notice, /api/trial/subject), the job monitor (/api/sys/job).
  await app.register(noticeRoutes, options);
  // Safety events (SPEC §7 gcpAeRecord, gcpSaeRecord, gcpSusarRecord, gcpDsurRecord), protocol
  // violations, concomitant medication and the safety rules; the task inbox across areas (/api/trial/task).
  await app.register(safetyAeRoutes, options);
  await app.register(safetySaeRoutes, options);
  await app.register(safetyPvRoutes, options);
  await app.register(safetyViolationRoutes, options);
  await app.register(safetyConMedRoutes, options);
  await app.register(safetyRuleRoutes, options);
  await app.register(taskRoutes, options);
}
