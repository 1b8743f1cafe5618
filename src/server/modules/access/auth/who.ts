/** Builds the `who` answer: the signed-in user's profile, roles and permissions in both scopes. */
import { LOGIN_CONFIG_KEYS } from '../../../../shared/api/access/auth';
import { type WhoAnswer } from '../../../../shared/api/access/who';
import { scopePermissions } from '../../../../shared/domain/access/permissions';
import type { Db } from '../../../db/database';
import { type ProjectRoleRow, type RoleRef, authRepository } from './repository';

/** A short public id of the session: never the token, which only the cookie holds. */
export const userSessionIdOf = (tokenHash: string) => tokenHash.slice(0, 16);

export const avatarUrl = (userId: number) => `/api/gbc/user/avatar/${userId}`;

type GrantRow = { projectId: number | null; kind: string; name: string };

function split(rows: GrantRow[]) {
  return {
    pages: rows.filter((row) => row.kind === 'page').map((row) => row.name),
    buttons: rows.filter((row) => row.kind === 'button').map((row) => row.name),
  };
}

function projectEntries(roleRows: ProjectRoleRow[], grantRows: GrantRow[]): WhoAnswer['permissions']['projects'] {
  const projects = new Map<number, { projectName: string; roles: RoleRef[] }>();
  for (const { projectId, projectName, role } of roleRows) {
    const entry = projects.get(projectId) ?? { projectName, roles: [] };
    entry.roles.push(role);
    projects.set(projectId, entry);
  }
  return [...projects].map(([projectId, { projectName, roles }]) => {
    const { pages, buttons } = split(grantRows.filter((row) => row.projectId === projectId));
    return { projectId, projectName, roles, permissions: scopePermissions('project', pages, buttons) };
  });
}

export async function whoAnswer(
  db: Db,
  session: { userId: number; tokenHash: string },
): Promise<WhoAnswer | undefined> {
  const { userId } = session;
  const [profile, roles, projectRoles, systemGrants, projectGrants, sites, demo, permissionSwitch] = await Promise.all([
    authRepository.profile(db, userId),
    authRepository.systemRoles(db, userId),
    authRepository.projectRoles(db, userId),
    authRepository.grantRows(db, userId, 'system'),
    authRepository.grantRows(db, userId, 'project'),
    authRepository.sites(db),
    authRepository.configValue(db, 'sys.demo'),
    authRepository.configValue(db, LOGIN_CONFIG_KEYS.permissionSwitch),
  ]);
  if (!profile) return undefined;
  const avatar = profile.hasAvatar ? avatarUrl(userId) : null;
  const system = split(systemGrants);
  return {
    user: {
      userId,
      userName: profile.userName,
      fullName: profile.fullName,
      realname: profile.realname,
      phone: profile.phone,
      email: profile.email,
      attFileId: null,
      formId: null,
      avatar,
      userSessionId: userSessionIdOf(session.tokenHash),
      deptId: profile.deptId,
      headPortrait: avatar,
      fileName: null,
      signature: profile.signature,
      userRoles: roles,
      belong: profile.belong,
      enableCa: profile.enableCa === 1,
      signImageId: null,
      signImage: null,
    },
    currentRole: roles[0] ?? null,
    appRoles: roles,
    siteList: sites,
    demoEnv: demo === 'true',
    aesKeyFlag: false,
    permissionSwitch: permissionSwitch !== 'false',
    permissions: {
      system: scopePermissions('system', system.pages, system.buttons),
      projects: projectEntries(projectRoles, projectGrants),
    },
  };
}
