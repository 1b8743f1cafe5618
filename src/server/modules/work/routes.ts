/**
 * The work area's staff routes: notices, the task inbox across areas, the workbench and the
 * approval workflow.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { approvalRoutes } from './approvals/routes';
import { noticeRoutes } from './notices/routes';
import { problemRoutes } from './problems/routes';
import { taskRoutes } from './tasks/routes';
import { workbenchRoutes } from './workbench/routes';

export async function workRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  // Staff notices, reminder consent and lead time (/api/gbs/notice, /api/trial/subject),
  // the job monitor (/api/sys/job).
  await app.register(noticeRoutes, options);
  // The task inbox across areas (/api/trial/task).
  await app.register(taskRoutes, options);
  // The workbench home (/api/trial/task/workbench).
  await app.register(workbenchRoutes, options);
  // The approval workflow: definitions, steps to decide, delegation (/api/bpm).
  await app.register(approvalRoutes, options);
  // Problem reports staff file from any page, triaged by administrators (/api/gctms/bug).
  await app.register(problemRoutes, options);
}
