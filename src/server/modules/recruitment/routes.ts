/**
 * The recruitment area's staff routes: candidate patients, subjects and enrolment, the
 * funnel, recruitment rules with matching, and follow-up.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { patientExportRoutes } from './candidates/export';
import { recruitPatientRoutes } from './candidates/routes';
import { recruitFollowRoutes } from './follow/routes';
import { recruitFunnelRoutes } from './funnel/routes';
import { hisConnectionRoutes } from './his/routes';
import { recruitRuleRoutes } from './rules/routes';
import { subjectPageRoutes } from './subject-page/routes';
import { subjectRoutes } from './subjects/routes';

export async function recruitmentRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  // Candidate patients of a project (/api/trial/recruit/patient) and the portal's consented lead.
  await app.register(recruitPatientRoutes, options);
  // The candidate worklist as an Excel sheet, masked as the list.
  await app.register(patientExportRoutes, options);
  // Trial subjects and enrolment (/api/trial/subject).
  await app.register(subjectRoutes, options);
  // One subject's page, randomisation and re-consent (/api/trial/subject).
  await app.register(subjectPageRoutes, options);
  // The recruitment funnel (/api/trial/recruit/funnel).
  await app.register(recruitFunnelRoutes, options);
  // Recruitment rules (/api/config/gcpRecruitRule) and matching.
  await app.register(recruitRuleRoutes, options);
  // Follow-up (/api/trial/recruit).
  await app.register(recruitFollowRoutes, options);
  // The HIS connection of the candidate sync, in the site settings (/api/wsdl/his).
  await app.register(hisConnectionRoutes, options);
}
