/** Roles, their permissions and the permission catalogue: thin handlers. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  permissionCatalogueEndpoint,
  roleDetailEndpoint,
  roleListEndpoint,
  roleOptionsEndpoint,
  rolePermissionSaveEndpoint,
  roleSaveEndpoint,
  roleSetDefaultRegistrationEndpoint,
  rolesByUserEndpoint,
} from '../../../../shared/api/access/roles';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createUserRepository } from '../users/repository';
import { createRoleRepository } from './repository';
import { createRoleService, permissionCatalogue } from './service';

const ok = ResponseCode.ok;

export async function roleRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const roles = createRoleRepository(db);
  const users = createUserRepository(db);
  const service = createRoleService(db);

  registerEndpoint(
    app,
    roleListEndpoint,
  )(async ({ query }) => ({ isOk: true, code: ok, ...(await roles.list(query)) }));

  registerEndpoint(app, roleOptionsEndpoint)(async () => ({ isOk: true, code: ok, data: await roles.options() }));

  registerEndpoint(
    app,
    roleDetailEndpoint,
  )(async ({ params }) => {
    const role = await roles.detail(params.id);
    if (!role) throw notFound({ 'zh-CN': '角色不存在', en: 'No such role' });
    return { isOk: true, code: ok, data: role };
  });

  registerEndpoint(
    app,
    roleSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.save(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    rolePermissionSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.savePermissions(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    roleSetDefaultRegistrationEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.setDefaultRegistration(body.id, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    rolesByUserEndpoint,
  )(async ({ params }) => {
    if (!(await users.state(params.userId))) throw notFound({ 'zh-CN': '用户不存在', en: 'No such user' });
    const roles = (await users.systemRolesOf([params.userId])).get(params.userId) ?? [];
    return { isOk: true, code: ok, data: { roles, projectRoles: await users.projectRolesOf(params.userId) } };
  });

  registerEndpoint(
    app,
    permissionCatalogueEndpoint,
  )(async () => ({ isOk: true, code: ok, data: permissionCatalogue() }));
}
