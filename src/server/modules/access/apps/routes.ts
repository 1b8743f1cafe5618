/** The account software list (page AppList) and the app switcher: thin handlers. */
import type { FastifyInstance } from 'fastify';
import {
  appDeleteEndpoint,
  appListEndpoint,
  appOpenEndpoint,
  appSaveEndpoint,
  myAppsEndpoint,
} from '../../../../shared/api/access/apps';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { requireStaff } from '../../../services/staff-principal';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createAppList } from './service';

const ok = ResponseCode.ok;

export async function appListRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const { db, clock, patientCipher } = options;
  const apps = createAppList(db, patientCipher);

  registerEndpoint(app, appListEndpoint)(async () => ({ isOk: true, code: ok, data: await apps.list(clock()) }));

  registerEndpoint(
    app,
    appSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await apps.save(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    appDeleteEndpoint,
  )(async ({ body, request }) => {
    await apps.remove(body.id, actorOf(request, clock));
    return { isOk: true, code: ok, data: null };
  });

  registerEndpoint(
    app,
    myAppsEndpoint,
  )(async ({ request }) => ({ isOk: true, code: ok, data: await apps.mine(requireStaff(request).userId) }));

  registerEndpoint(
    app,
    appOpenEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await apps.open(body.id, actorOf(request, clock)) }));
}
