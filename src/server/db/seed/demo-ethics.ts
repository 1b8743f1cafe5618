/**
 * The demo ethics committee and submissions (issue 30): nine members meeting the composition
 * rules (the demo ethics user 郑文博 is the secretary; a chair; seven members, among them a
 * lawyer of the hospital and a community member and an outside expert), and submissions of
 * several types on the demo lung-cancer projects in the draft, submitted, returned and accepted
 * states, carrying those projects' binder versions, made through the submissions service by
 * the demo coordinator, investigator and secretary (so their status log and audit rows are
 * what the screens would have written). Does nothing once the committee has members.
 */
import { addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import type { CommitteeRole } from '../../../shared/domain/ethics/committee';
import type { SubmissionType } from '../../../shared/domain/ethics/submissions';
import { freshPassword, insertUser } from '../../modules/access/users/user-writes';
import { createSubmissionService } from '../../modules/ethics/submissions/service';
import { type Actor, auditActor, isoTime, processActor } from '../../services/staff-write';
import { appendAudit } from '../audit/audit-trail';
import type { Db } from '../database';
import { loadEthicsReviewDemo } from './demo-ethics-review';
import { ensureStandardRoles } from './staff-roles';

interface Seat {
  userName: string;
  realname: string;
  fullName: string;
  belong: string;
  phone: string;
  role: CommitteeRole;
  sex: 'female' | 'male';
  scientific: boolean;
  affiliated: boolean;
}

/** The secretary (the demo user 'ethics') first; the others are added as users with the committee roles. */
export const DEMO_COMMITTEE: Seat[] = [
  {
    userName: 'ethics',
    realname: '郑文博',
    fullName: 'Zheng Wenbo',
    belong: '伦理委员会办公室',
    phone: '',
    role: 'secretary',
    sex: 'male',
    scientific: true,
    affiliated: true,
  },
  {
    userName: 'ec.wangjianhua',
    realname: '王建华',
    fullName: 'Wang Jianhua',
    belong: '呼吸与危重症医学科',
    phone: '13910245520',
    role: 'chair',
    sex: 'male',
    scientific: true,
    affiliated: true,
  },
  {
    userName: 'ec.lihong',
    realname: '李红',
    fullName: 'Li Hong',
    belong: '临床药理研究室',
    phone: '13910245521',
    role: 'member',
    sex: 'female',
    scientific: true,
    affiliated: true,
  },
  {
    userName: 'ec.liuqing',
    realname: '刘青',
    fullName: 'Liu Qing',
    belong: '护理部',
    phone: '13910245522',
    role: 'member',
    sex: 'female',
    scientific: true,
    affiliated: true,
  },
  {
    userName: 'ec.sunjie',
    realname: '孙杰',
    fullName: 'Sun Jie',
    belong: '胸外科',
    phone: '13910245523',
    role: 'member',
    sex: 'male',
    scientific: true,
    affiliated: true,
  },
  {
    userName: 'ec.gaoya',
    realname: '高雅',
    fullName: 'Gao Ya',
    belong: '医学统计室',
    phone: '13910245524',
    role: 'member',
    sex: 'female',
    scientific: true,
    affiliated: true,
  },
  {
    userName: 'ec.maliang',
    realname: '马亮',
    fullName: 'Ma Liang',
    belong: '医院法律顾问',
    phone: '13910245525',
    role: 'member',
    sex: 'male',
    scientific: false,
    affiliated: true,
  },
  {
    userName: 'ec.hexiulan',
    realname: '何秀兰',
    fullName: 'He Xiulan',
    belong: '社区代表',
    phone: '13910245526',
    role: 'member',
    sex: 'female',
    scientific: false,
    affiliated: false,
  },
  {
    userName: 'ec.xuwei',
    realname: '徐伟',
    fullName: 'Xu Wei',
    belong: '外院肿瘤学专家',
    phone: '13910245527',
    role: 'member',
    sex: 'male',
    scientific: true,
    affiliated: false,
  },
];

const ROLE_CODES: Record<CommitteeRole, string> = {
  secretary: 'ethics_secretary',
  chair: 'ethics_chair',
  member: 'ethics',
};

type Credentials = { userName: string; realname: string; role: string; password: string };

async function addCommittee(db: Db, actor: Actor, startsOn: string): Promise<Credentials[]> {
  const others = DEMO_COMMITTEE.filter((seat) => seat.userName !== 'ethics');
  const passwords = await Promise.all(others.map(() => freshPassword()));
  return db.transaction().execute(async (trx) => {
    const roles = await ensureStandardRoles(trx, actor);
    const committee = await trx
      .selectFrom('ethicsCommittee')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const credentials: Credentials[] = [];
    for (const seat of DEMO_COMMITTEE) {
      let userId = (
        await trx.selectFrom('staffUser').select('id').where('userName', '=', seat.userName).executeTakeFirst()
      )?.id;
      if (userId === undefined) {
        const secret = passwords[others.indexOf(seat)];
        const roleId = roles.get(ROLE_CODES[seat.role]);
        if (!secret || roleId === undefined) throw new Error(`Demo committee ${seat.userName}: missing role`);
        userId = await insertUser(
          trx,
          {
            userName: seat.userName,
            realname: seat.realname,
            fullName: seat.fullName,
            phone: seat.phone,
            email: null,
            deptId: null,
            belong: seat.belong,
          },
          secret.passwordHash,
          actor,
          { roleIds: [roleId], mustChangePassword: false },
        );
        credentials.push({
          userName: seat.userName,
          realname: seat.realname,
          role: ROLE_CODES[seat.role],
          password: secret.password,
        });
      }
      const now = isoTime(actor.at);
      const { id } = await trx
        .insertInto('ethicsCommitteeMember')
        .values({
          committeeId: committee.id,
          userId,
          role: seat.role,
          sex: seat.sex,
          scientific: seat.scientific ? 1 : 0,
          affiliated: seat.affiliated ? 1 : 0,
          startsOn,
          endsOn: null,
          createdBy: actor.actorName,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'ethicsMember.create',
        entity: 'ethics_committee_member',
        entityId: id,
        after: {
          userId,
          realname: seat.realname,
          role: seat.role,
          sex: seat.sex,
          scientific: seat.scientific,
          affiliated: seat.affiliated,
          startsOn,
        },
      });
    }
    return credentials;
  });
}

interface DemoSubmission {
  /** Position among the first demo projects by id. */
  project: number;
  type: SubmissionType;
  title: string;
  notes: string | null;
  /** Binder documents carried, by title (their newest version). */
  documents: string[];
  /** Where it ends: a draft, submitted, returned with the reason, or accepted. */
  state: 'draft' | 'submitted' | 'returned' | 'accepted';
  daysAgo: number;
  returnReason?: string;
}

const SUBMISSIONS: DemoSubmission[] = [
  {
    project: 0,
    type: 'initial',
    title: '初始审查申请',
    notes: '方案 1.0 版及研究者资质',
    documents: ['临床试验方案', '主要研究者简历（陈立新）'],
    state: 'accepted',
    daysAgo: 250,
  },
  {
    project: 0,
    type: 'amendment',
    title: '方案修正案 1（2.0 版）审查申请',
    notes: '调整入选标准与访视窗，附修正说明',
    documents: ['临床试验方案'],
    state: 'submitted',
    daysAgo: 3,
  },
  {
    project: 0,
    type: 'safetyReport',
    title: 'SAE 报告：受试者 003 肺部感染住院',
    notes: null,
    documents: ['临床试验方案'],
    state: 'returned',
    daysAgo: 6,
    returnReason: '缺少 SAE 报告表及研究者签字的因果关系评价，请补充后重新递交',
  },
  {
    project: 1,
    type: 'continuing',
    title: '2026 年度跟踪审查报告',
    notes: '入组 18 例，无新的安全性信号',
    documents: ['临床试验方案', 'GCP 培训证书（刘洋）'],
    state: 'submitted',
    daysAgo: 2,
  },
  {
    project: 1,
    type: 'deviation',
    title: '违背方案报告：访视超窗',
    notes: '受试者 011 第 4 周期访视超窗 5 天',
    documents: ['临床试验方案'],
    state: 'draft',
    daysAgo: 1,
  },
  {
    project: 2,
    type: 'amendment',
    title: '知情同意书 3.0 版修正审查',
    notes: null,
    documents: ['临床试验方案'],
    state: 'accepted',
    daysAgo: 20,
  },
  {
    project: 2,
    type: 'closure',
    title: '分中心结题报告',
    notes: null,
    documents: ['主要研究者简历（陈立新）'],
    state: 'returned',
    daysAgo: 12,
    returnReason: '结题报告缺少受试者入组与脱落汇总表',
  },
];

async function actorNamed(db: Db, userName: string, at: number): Promise<Actor> {
  const user = await db
    .selectFrom('staffUser')
    .select(['id', 'userName'])
    .where('userName', '=', userName)
    .executeTakeFirst();
  return { at, actorId: user?.id ?? null, actorName: user?.userName ?? 'system', clientIp: null, requestId: null };
}

async function addSubmissions(db: Db, now: number): Promise<void> {
  const projects = await db.selectFrom('project').select('id').orderBy('id').limit(6).execute();
  const service = createSubmissionService(db);
  const day = 86_400_000;
  for (const demo of SUBMISSIONS) {
    const projectId = projects[demo.project]?.id;
    if (projectId === undefined) continue;
    const versions = await db
      .selectFrom('docDocumentVersion as v')
      .innerJoin('docDocument as d', 'd.id', 'v.documentId')
      .select(['v.id', 'd.title'])
      .where('d.projectId', '=', projectId)
      .where('d.title', 'in', demo.documents)
      .orderBy('v.number', 'desc')
      .execute();
    const ids = demo.documents.flatMap((title) => versions.find((version) => version.title === title)?.id ?? []);
    if (ids.length === 0) continue;
    const at = now - demo.daysAgo * day;
    const team = await actorNamed(db, demo.project === 0 ? 'coordinator' : 'investigator', at);
    const saved = await service.save(
      { projectId, type: demo.type, title: demo.title, notes: demo.notes, documentVersionIds: ids },
      team,
    );
    if (demo.state === 'draft') continue;
    const submitted = await service.submit(
      { projectId, id: saved.id, version: saved.version },
      { ...team, at: at + 600_000 },
    );
    const secretary = await actorNamed(db, 'ethics', at + 3 * 3_600_000);
    if (demo.state === 'accepted') await service.accept({ id: saved.id, version: submitted.version }, secretary);
    if (demo.state === 'returned')
      await service.returnToTeam(
        { id: saved.id, version: submitted.version, reason: demo.returnReason ?? '材料不全' },
        secretary,
      );
  }
}

/** The committee and the submissions, once; answers the new committee users' credentials (null: already there). */
export async function loadEthicsDemo(db: Db, now: number): Promise<Credentials[] | null> {
  if (await db.selectFrom('ethicsCommitteeMember').select('id').limit(1).executeTakeFirst()) return null;
  const secretary = await db.selectFrom('staffUser').select('id').where('userName', '=', 'ethics').executeTakeFirst();
  if (!secretary) return null;
  const credentials = await addCommittee(db, processActor('system', now), addDays(hospitalDay(now), -400));
  await addSubmissions(db, now);
  await loadEthicsReviewDemo(db, now);
  return credentials;
}
