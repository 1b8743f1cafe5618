import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertProject, openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';
import { STANDARD_ROLES } from '../seed/staff-roles';

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;
const CODES = ['admin', 'investigator', 'coordinator', 'monitor', 'finance'];
const CENTRE_NAMES = new Set(['ResearchCentres', 'centre:manage']);

async function centreGrants(db: TestDb, code: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rolePermission')
    .innerJoin('role', 'role.id', 'rolePermission.roleId')
    .select(['rolePermission.scope', 'rolePermission.kind', 'rolePermission.name'])
    .where('role.code', '=', code)
    .where('rolePermission.name', 'in', [...CENTRE_NAMES])
    .execute();
  return rows.map((row) => `${row.scope}:${row.kind}:${row.name}`).sort();
}

function firstStart(code: string): string[] {
  const role = STANDARD_ROLES.find((entry) => entry.code === code);
  if (!role) return [];
  return [
    ...role.project.pages.map((name) => `project:page:${name}`),
    ...role.project.buttons.map((name) => `project:button:${name}`),
  ]
    .filter((grant) => CENTRE_NAMES.has(grant.split(':').slice(2).join(':')))
    .sort();
}

async function subject(db: TestDb, projectId: number, seq: number) {
  await db
    .insertInto('trialSubject')
    .values({
      projectId,
      patientId: null,
      subjectNumber: `S-${projectId}-${seq}`,
      seq,
      initials: 'Z*',
      status: 'screening',
      screeningDate: '2026-01-02',
      consentDate: null,
      enrolledDate: null,
      endedDate: null,
      reasonCode: null,
      reason: null,
      note: null,
      createdAt: '2026-01-02T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    })
    .execute();
}

describe('migration 058-research-centres', () => {
  it('grants the centres page and button to the standard roles as a first start does', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '055-problem-reports');
    for (const code of CODES) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await migrateTo(db, '058-research-centres');
    for (const code of CODES) expect(await centreGrants(db, code), code).toEqual(firstStart(code));
    expect(await centreGrants(db, 'coordinator')).toEqual([
      'project:button:centre:manage',
      'project:page:ResearchCentres',
    ]);
    expect(await centreGrants(db, 'monitor')).toEqual(['project:page:ResearchCentres']);
    expect(await centreGrants(db, 'finance')).toEqual([]);
    await db.destroy();
  });

  it('gives every existing project our own centre by the documented rule and puts its subjects there', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '055-problem-reports');
    await sql`insert into site (id, web_ico, site_name, short_name, theme_color, qr_code, code, endpoint,
      login_back_image, login_logo, hospital_name_full, official_website)
      values (1, '', '和康医院', 'HK', '#000000', '', 's', '', '', '', ' 和康大学附属医院 ', '')`.execute(db);
    const lead = await insertProject(db, {
      name: '本院发起的研究',
      initiatingUnit: '和康大学附属医院',
      status: 'ongoing',
      researchName: '陈立新',
      ethicsApprovalNumber: 'KY2026-1',
      enrolmentTarget: 40,
    });
    const joined = await insertProject(db, {
      name: '申办方发起的研究',
      initiatingUnit: '某药业有限公司',
      status: 'preparing',
    });
    const closed = await insertProject(db, { name: '已终止的研究', status: 'terminated' });
    await subject(db, lead, 1);
    await subject(db, lead, 2);
    await subject(db, joined, 1);
    await migrateTo(db, '058-research-centres');

    const centres = await db
      .selectFrom('researchCentre')
      .select([
        'id',
        'projectId',
        'name',
        'role',
        'isOwn',
        'piName',
        'status',
        'ethicsApprovalNumber',
        'enrolmentTarget',
      ])
      .orderBy('projectId')
      .execute();
    expect(centres.map(({ id: _id, ...centre }) => centre)).toEqual([
      {
        projectId: lead,
        name: '和康大学附属医院',
        role: 'lead',
        isOwn: 1,
        piName: '陈立新',
        status: 'active',
        ethicsApprovalNumber: 'KY2026-1',
        enrolmentTarget: 40,
      },
      {
        projectId: joined,
        name: '和康大学附属医院',
        role: 'participating',
        isOwn: 1,
        piName: null,
        status: 'preparing',
        ethicsApprovalNumber: null,
        enrolmentTarget: null,
      },
      {
        projectId: closed,
        name: '和康大学附属医院',
        role: 'participating',
        isOwn: 1,
        piName: null,
        status: 'closed',
        ethicsApprovalNumber: null,
        enrolmentTarget: null,
      },
    ]);
    const centreOf = new Map(centres.map((centre) => [centre.projectId, centre.id]));
    const subjects = await db.selectFrom('trialSubject').select(['projectId', 'centreId']).execute();
    for (const row of subjects) expect(row.centreId).toBe(centreOf.get(row.projectId));
    // One own centre per project: a second is refused by the database.
    await expect(
      sql`insert into research_centre (project_id, name, role, is_own, status, created_by, created_at, updated_at)
        values (${lead}, '另一家', 'lead', 1, 'active', 'x', 'x', 'x')`.execute(db),
    ).rejects.toThrow();

    await migrateTo(db, '055-problem-reports');
    expect(await db.selectFrom('trialSubject').select('id').execute()).toHaveLength(3);
    await expect(sql`select centre_id from trial_subject`.execute(db)).rejects.toThrow();
    await db.destroy();
  });
});
