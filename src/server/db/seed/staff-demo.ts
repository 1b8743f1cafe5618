/**
 * The demo hospital's staff (SUITE.md 'Demo data'): one user per staff role of SPEC §1
 * with a random password (printed once by main.ts; demo accounts are not forced to change
 * it), their system roles, their places on the first demo projects (the coordinator is on
 * some projects only, so 'a user of another project' exists), registration requests
 * waiting for review, and the milestones of those projects. Every change is in the audit
 * trail with actor 'system'.
 */
import type { Transaction } from 'kysely';
import { type Actor, auditActor, isoTime, processActor } from '../../services/staff-write';
import { appendAudit } from '../audit/audit-trail';
import { freshPassword, insertUser } from '../../modules/access/users/user-writes';
import type { Db } from '../database';
import type { Database } from '../schema';
import { addDemoCentres } from './demo-centres';
import { addDemoMilestones } from './demo-milestones';
import { ensureStandardRoles } from './staff-roles';

interface DemoStaff {
  userName: string;
  realname: string;
  fullName: string;
  role: string;
  phone: string;
  email: string;
  deptId: number | null;
  belong: string;
  /** Positions (0-based) among the first demo projects by id. */
  projects: number[];
}

const ALL_SIX = [0, 1, 2, 3, 4, 5];

export const DEMO_STAFF: DemoStaff[] = [
  {
    userName: 'investigator',
    realname: '陈立新',
    fullName: 'Chen Lixin',
    role: 'investigator',
    phone: '13910245501',
    email: 'chenlixin@hkfy.example.cn',
    deptId: 1001,
    belong: '肿瘤内科',
    projects: ALL_SIX,
  },
  {
    userName: 'coordinator',
    realname: '刘洋',
    fullName: 'Liu Yang',
    role: 'coordinator',
    phone: '13910245502',
    email: 'liuyang@kangyan-smo.example.cn',
    deptId: 1001,
    belong: '康研临床研究服务有限公司（SMO）',
    projects: [0, 1, 2],
  },
  {
    userName: 'monitor',
    realname: '赵鹏',
    fullName: 'Zhao Peng',
    role: 'monitor',
    phone: '13910245503',
    email: 'zhaopeng@huaxin-cro.example.cn',
    deptId: null,
    belong: '华信医药研发（上海）有限公司（CRO）',
    projects: [0, 1, 3],
  },
  {
    userName: 'sysadmin',
    realname: '周敏',
    fullName: 'Zhou Min',
    role: 'admin',
    phone: '13910245504',
    email: 'zhoumin@hkfy.example.cn',
    deptId: null,
    belong: '信息中心',
    projects: [],
  },
  {
    userName: 'finance',
    realname: '孙丽华',
    fullName: 'Sun Lihua',
    role: 'finance',
    phone: '13910245505',
    email: 'sunlihua@hkfy.example.cn',
    deptId: null,
    belong: '临床试验机构办公室',
    projects: ALL_SIX,
  },
  {
    userName: 'drugmanager',
    realname: '吴海燕',
    fullName: 'Wu Haiyan',
    role: 'drug_manager',
    phone: '13910245506',
    email: 'wuhaiyan@hkfy.example.cn',
    deptId: null,
    belong: '药学部 GCP 药房',
    projects: ALL_SIX,
  },
  {
    userName: 'ethics',
    realname: '郑文博',
    fullName: 'Zheng Wenbo',
    role: 'ethics_secretary',
    phone: '13910245507',
    email: 'zhengwenbo@hkfy.example.cn',
    deptId: null,
    belong: '伦理委员会办公室',
    projects: ALL_SIX,
  },
  {
    userName: 'qa',
    realname: '林静',
    fullName: 'Lin Jing',
    role: 'qa',
    phone: '13910245508',
    email: 'linjing@hkfy.example.cn',
    deptId: null,
    belong: '临床试验机构办公室（质控办）',
    projects: ALL_SIX,
  },
  {
    userName: 'deptqc',
    realname: '黄志强',
    fullName: 'Huang Zhiqiang',
    role: 'dept_qc',
    phone: '13910245509',
    email: 'huangzhiqiang@hkfy.example.cn',
    deptId: 1001,
    belong: '肿瘤内科',
    projects: ALL_SIX,
  },
  {
    userName: 'head',
    realname: '郑国强',
    fullName: 'Zheng Guoqiang',
    role: 'institution_head',
    phone: '13910245514',
    email: 'zhengguoqiang@hkfy.example.cn',
    deptId: null,
    belong: '临床试验机构办公室',
    projects: ALL_SIX,
  },
  {
    userName: 'pharmacist',
    realname: '周敏',
    fullName: 'Zhou Min',
    role: 'pharmacist',
    phone: '13910245510',
    email: 'zhoumin.gcp@hkfy.example.cn',
    deptId: null,
    belong: '药学部 GCP 药房',
    projects: [0, 1],
  },
];

const DEMO_REQUESTS = [
  {
    userName: 'wangfang',
    realname: '王芳',
    phone: '13910245511',
    email: 'wangfang@kangyan-smo.example.cn',
    deptId: 1003,
    reason: '新加入呼吸与危重症医学科肺癌项目的临床研究协调员，申请账号录入受试者随访',
    status: 'pending',
    hoursAgo: 5,
  },
  {
    userName: 'heyuhang',
    realname: '何宇航',
    phone: '13910245512',
    email: 'heyuhang@huaxin-cro.example.cn',
    deptId: null,
    reason: '申办方新任监查员，负责 HK-2103 项目的监查访视',
    status: 'pending',
    hoursAgo: 26,
  },
  {
    userName: 'test01',
    realname: '测试',
    phone: '13910245513',
    email: null,
    deptId: null,
    reason: null,
    status: 'refused',
    hoursAgo: 72,
  },
] as const;

async function addRequests(trx: Transaction<Database>, actor: Actor, reviewerId: number | null): Promise<void> {
  for (const { hoursAgo, status, ...request } of DEMO_REQUESTS) {
    const createdAt = isoTime(actor.at - hoursAgo * 3_600_000);
    const { id } = await trx
      .insertInto('registrationRequest')
      .values({
        ...request,
        status,
        createdAt,
        version: status === 'pending' ? 1 : 2,
        ...(status === 'refused'
          ? {
              reviewedBy: reviewerId,
              reviewedAt: isoTime(actor.at),
              reviewNote: '非本院或项目相关人员，请通过申办方联系机构办公室',
            }
          : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'registration.apply',
      entity: 'registration_request',
      entityId: id,
      after: request,
    });
  }
}

async function assignProjects(
  trx: Transaction<Database>,
  actor: Actor,
  userId: number,
  roleId: number,
  projectIds: number[],
): Promise<void> {
  if (projectIds.length === 0) return;
  await trx
    .insertInto('userProjectRole')
    .values(projectIds.map((projectId) => ({ userId, projectId, roleId })))
    .execute();
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'user.projectRoles',
    entity: 'staff_user',
    entityId: userId,
    before: { projectRoles: [] },
    after: { projectRoles: projectIds.map((projectId) => ({ projectId, roleId })) },
  });
}

/** Creates the demo staff unless one of them exists already; answers their credentials. */
export async function loadStaffDemo(
  db: Db,
  now: number,
): Promise<{ userName: string; realname: string; role: string; password: string }[] | null> {
  const names = DEMO_STAFF.map((staff) => staff.userName);
  const present = await db.selectFrom('staffUser').select('id').where('userName', 'in', names).executeTakeFirst();
  if (present) return null;
  // Hashed before the transaction, which then holds the write lock for milliseconds only.
  const passwords = await Promise.all(DEMO_STAFF.map(() => freshPassword()));
  const actor = processActor('system', now);
  return db.transaction().execute(async (trx) => {
    const roles = await ensureStandardRoles(trx, actor);
    const projects = await trx.selectFrom('project').select('id').orderBy('id').limit(6).execute();
    const credentials = [];
    let reviewerId: number | null = null;
    for (const [index, { role, projects: positions, ...staff }] of DEMO_STAFF.entries()) {
      const secret = passwords[index];
      const roleId = roles.get(role);
      if (!secret || roleId === undefined) throw new Error(`Demo staff ${staff.userName}: missing role ${role}`);
      const userId = await insertUser(trx, staff, secret.passwordHash, actor, {
        roleIds: [roleId],
        mustChangePassword: false,
      });
      if (role === 'admin') reviewerId = userId;
      const projectIds = positions.flatMap((position) => projects[position]?.id ?? []);
      await assignProjects(trx, actor, userId, roleId, projectIds);
      credentials.push({ userName: staff.userName, realname: staff.realname, role, password: secret.password });
    }
    await addRequests(trx, actor, reviewerId);
    await addDemoMilestones(
      trx,
      actor,
      projects.map((project) => project.id),
    );
    // Our own centre of every demo project; two more centres of the multi-centre first one
    // (not on a database a migration's test stopped before migration 058 made centres).
    const tables = await trx.introspection.getTables();
    if (tables.some((table) => table.name === 'research_centre')) await addDemoCentres(trx, actor, projects[0]?.id);
    return credentials;
  });
}
