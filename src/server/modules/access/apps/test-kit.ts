/**
 * Helpers for the app list tests: the connected-system set-up (system 'oa', its key, staff
 * 'zhao.lei' mapped as 'E1001'), an administrator of the app list, a second staff member
 * 'qian.li' with another role, and a body for a new app.
 */
import { createStaffUser, signIn } from '../auth/test-kit';
import { connectedSetup, staffGet, staffPost } from '../connected/test-kit';

export const APP_ADMIN_GRANTS = { pages: ['AppList', 'AuditLog'], buttons: ['app:manage'] };

export async function appListSetup() {
  const t = await connectedSetup();
  await createStaffUser(t.db, { userName: 'app.admin', system: APP_ADMIN_GRANTS });
  const qianId = await createStaffUser(t.db, { userName: 'qian.li' });
  const appAdmin = await signIn(t.app, 'app.admin');
  const zhao = await signIn(t.app, 'zhao.lei');
  const qian = await signIn(t.app, 'qian.li');
  const roleOf = async (userId: number) =>
    (await t.db.selectFrom('userRole').select('roleId').where('userId', '=', userId).executeTakeFirstOrThrow()).roleId;
  const zhaoRole = await roleOf(t.staffId);
  const qianRole = await roleOf(qianId);
  const asAdmin = (path: string, body: Record<string, unknown>) => staffPost(t.app, path, body, appAdmin);
  const get = (path: string, cookie?: string) => staffGet(t.app, path, cookie);
  const newApp = (fields: Record<string, unknown> = {}) => ({
    name: 'LIS 检验系统',
    icon: 'lis',
    url: 'https://lis.hospital.example/home',
    sort: 10,
    enabled: true,
    passThrough: false,
    roleIds: [zhaoRole],
    ...fields,
  });
  /** Adds an app; answers its id. */
  const addApp = async (fields: Record<string, unknown> = {}) =>
    t.data<{ id: number }>(await asAdmin('/api/dTrial/app/save', newApp(fields))).id;
  const open = (id: number, cookie: string) => staffPost(t.app, '/api/dTrial/app/open', { id }, cookie);
  return { ...t, appAdmin, zhao, qian, zhaoRole, qianRole, asAdmin, get, newApp, addApp, open };
}
