/** User management and one's own account: thin handlers over the repository and services. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  avatarEndpoint,
  myAvatarSaveEndpoint,
  myProfileEndpoint,
  myProfileSaveEndpoint,
} from '../../../../shared/api/access/my-account';
import {
  USER_EXPORT_MAX_ROWS,
  userDetailEndpoint,
  userExportEndpoint,
  userListEndpoint,
  userResetPasswordEndpoint,
  userSaveEndpoint,
  userSetProjectRolesEndpoint,
  userSetRolesEndpoint,
  userSetStatusEndpoint,
} from '../../../../shared/api/access/users';
import { userSignInSettingsEndpoint } from '../../../../shared/api/access/sso';
import { setSignInSettings } from '../sso/sign-in-settings';
import { notFound } from '../../../lib/api-error';
import { sendSpreadsheet, writeTable } from '../../../lib/spreadsheet';
import { auditExport } from '../../../services/export-audit';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import { requireStaff } from '../../../services/staff-principal';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createProfileService } from './profile-service';
import { createUserRepository } from './repository';
import { createUserService } from './service';

const ok = ResponseCode.ok;
/** The avatar's data URL is up to ~270 KB of base64; other staff bodies stay small. */
const AVATAR_BODY_LIMIT = 300 * 1024;

export async function userRoutes(app: FastifyInstance, { db, clock, sessions }: StaffRoutesOptions) {
  const users = createUserRepository(db);
  const service = createUserService({ db, sessions });
  const profiles = createProfileService(db);

  registerEndpoint(
    app,
    userListEndpoint,
  )(async ({ query }) => ({ isOk: true, code: ok, ...(await users.list(query)) }));

  registerEndpoint(
    app,
    userExportEndpoint,
  )(async ({ query, request, reply }) => {
    const { format = 'xlsx', ...filters } = query;
    const { rows } = await users.list({ ...filters, offset: 0, limit: USER_EXPORT_MAX_ROWS });
    await auditExport(db, request, clock, {
      action: 'user.export',
      entity: 'staff_user',
      filters: query,
      rows: rows.length,
    });
    const header = ['用户名', '姓名', '手机号', '邮箱', '科室/单位', '系统角色', '状态', '最近登录', '创建时间'];
    const table = rows.map((user) => [
      user.userName,
      user.realname,
      user.phone ?? '',
      user.email ?? '',
      user.deptName ?? user.belong ?? '',
      user.roles.map((role) => role.name).join('、'),
      user.status === 'enabled' ? '启用' : '停用',
      user.lastLoginAt ?? '',
      user.createdAt,
    ]);
    return sendSpreadsheet(reply, await writeTable(header, table, format, '用户'), format, 'users', clock());
  });

  registerEndpoint(
    app,
    userDetailEndpoint,
  )(async ({ params }) => {
    const user = await users.detail(params.id);
    if (!user) throw notFound({ 'zh-CN': '用户不存在', en: 'No such user' });
    return { isOk: true, code: ok, data: user };
  });

  registerEndpoint(
    app,
    userSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.save(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    userSetStatusEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.setStatus(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    userSignInSettingsEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await setSignInSettings(db, body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    userResetPasswordEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.resetPassword(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    userSetRolesEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.setRoles(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    userSetProjectRolesEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.setProjectRoles(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    myProfileEndpoint,
  )(async ({ request }) => ({
    isOk: true,
    code: ok,
    data: await profiles.profile(requireStaff(request).userId),
  }));

  registerEndpoint(
    app,
    myProfileSaveEndpoint,
  )(async ({ body, request }) => {
    const actor = { ...actorOf(request, clock), actorId: requireStaff(request).userId };
    return { isOk: true, code: ok, data: await profiles.save(body, actor) };
  });

  registerEndpoint(app, myAvatarSaveEndpoint, { bodyLimit: AVATAR_BODY_LIMIT })(async ({ body, request }) => {
    const actor = { ...actorOf(request, clock), actorId: requireStaff(request).userId };
    return { isOk: true, code: ok, data: await profiles.setAvatar(body.dataUrl, actor) };
  });

  registerEndpoint(
    app,
    avatarEndpoint,
  )(async ({ params, reply }) => {
    const avatar = await profiles.avatarOf(params.id);
    if (!avatar) throw notFound({ 'zh-CN': '没有头像', en: 'No avatar' });
    // Staff data stays out of every cache (SUITE.md 'Screens').
    void reply.header('content-type', avatar.type).header('cache-control', 'private, no-store');
    return avatar.data;
  });
}
