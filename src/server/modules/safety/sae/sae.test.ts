import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { EMPTY_SAFETY_RULES } from '../../../../shared/domain/safety/rules';
import { type StaffTestApp, auditRows, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { type AeTestFixture, aeTestFixture } from '../ae/ae-test-support';

let t: StaffTestApp;
let fx: AeTestFixture;
const SEEDED_AT = Date.UTC(2026, 0, 5, 2, 0, 0);
const HOUR = 3_600_000;
const BASE = '/api/trial/gcpSaeRecord';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%test\n', 'latin1');

beforeAll(async () => {
  t = await createStaffTestApp();
  fx = await aeTestFixture(t);
  for (const position of [0, 1, 2]) await requireAttachment(position, false);
});
afterAll(async () => t.close());

const project = (position: number) => fx.projects[position] ?? 0;

/** The project's published rules, with or without the SAE attachment requirement. */
async function requireAttachment(position: number, required: boolean) {
  const content = JSON.stringify({ ...EMPTY_SAFETY_RULES, sae: { requireAttachment: required } });
  await t.db.deleteFrom('safetyRule').where('projectId', '=', project(position)).execute();
  const at = new Date(SEEDED_AT).toISOString();
  await t.db
    .insertInto('safetyRule')
    .values({
      projectId: project(position),
      ruleVersion: 1,
      status: 'published',
      name: 'test',
      content,
      origin: null,
      createdAt: at,
      updatedAt: at,
      publishedAt: at,
    })
    .execute();
}

/** A serious AE of the project's first demo subject. */
async function aeOf(position: number): Promise<number> {
  const at = new Date(SEEDED_AT).toISOString();
  const { id } = await t.db
    .insertInto('safetyAe')
    .values({
      projectId: project(position),
      subjectId: fx.subjectOf(position),
      term: '间质性肺病',
      onsetDate: '2026-01-04',
      severity: 3,
      serious: '1',
      seriousness: '["hospitalization"]',
      drugRelation: 'probable',
      drugAction: 'withdrawn',
      outcome: 'notRecovered',
      createdBy: 'investigator',
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const body = (position: number, aeId: number, extra: Record<string, unknown> = {}) => ({
  projectId: project(position),
  aeId,
  reportType: 'first',
  learnedAt: new Date(t.clock() - HOUR).toISOString(),
  seriousness: ['hospitalization'],
  description: '用药后第12天出现呼吸困难，住院治疗',
  ...extra,
});

async function created(position: number, aeId: number, extra: Record<string, unknown> = {}) {
  const response = await t.post(`${BASE}/save`, body(position, aeId, extra), 'investigator');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
}

async function get(position: number, id: number, as = 'investigator') {
  const response = await t.get(`${BASE}/get/${project(position)}/${id}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const submit = async (position: number, id: number, version: number, as = 'investigator') =>
  t.post(`${BASE}/submit`, { projectId: project(position), id, version, signature: await signatureOf(t, as) }, as);

async function upload(position: number, id: number, name: string, data: Buffer, as = 'investigator') {
  const query = new URLSearchParams({ id: String(id), name });
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/attachment/upload/${project(position)}?${query.toString()}`,
    headers: {
      [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
      'content-type': 'application/octet-stream',
      cookie: await t.cookieOf(as),
    },
    payload: data,
  });
}

describe('SAE drafts', () => {
  it('creates a draft from an AE: subject by number and initials, no number yet, audited', async () => {
    t.clock.set(SEEDED_AT);
    const aeId = await aeOf(0);
    const { id, version } = await created(0, aeId);
    expect(version).toBe(1);
    const subject = await t.db
      .selectFrom('trialSubject')
      .select(['subjectNumber', 'initials'])
      .where('id', '=', fx.subjectOf(0))
      .executeTakeFirstOrThrow();
    expect(await get(0, id)).toMatchObject({
      aeId,
      aeTerm: '间质性肺病',
      subjectId: fx.subjectOf(0),
      subjectNumber: subject.subjectNumber,
      subjectInitials: subject.initials,
      reportNo: null,
      reportType: 'first',
      status: 'draft',
      seriousness: ['hospitalization'],
      attachmentCount: 0,
      attachments: [],
    });
    const [audit] = await auditRows(t.db, 'sae.create');
    expect(audit).toMatchObject({ entity: 'safety_sae', entityId: String(id), actorName: 'investigator' });
    const edited = await t.post(
      `${BASE}/save`,
      body(0, aeId, { id, version, description: '补充：已出院' }),
      'investigator',
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await auditRows(t.db, 'sae.update'))[0]?.after).toEqual({ description: '补充：已出院' });
    const stale = await t.post(`${BASE}/save`, body(0, aeId, { id, version }), 'investigator');
    expect(stale.statusCode).toBe(400);
  });

  it('refuses a future learnedAt, an AE of another project, no criteria and a follow-up without a submitted first', async () => {
    t.clock.set(SEEDED_AT);
    const aeId = await aeOf(0);
    // An AE has one initial report: the unsubmitted one is on an AE of its own.
    const withDraftInitial = await aeOf(0);
    const cases: [Record<string, unknown>, string][] = [
      [{ learnedAt: new Date(SEEDED_AT + HOUR).toISOString() }, 'learnedAt'],
      [{ aeId: await aeOf(1) }, 'aeId'],
      [{ seriousness: [] }, 'seriousness'],
      [{ reportType: 'followup' }, 'initialId'],
      [
        { aeId: withDraftInitial, reportType: 'followup', initialId: (await created(0, withDraftInitial)).id },
        'initialId',
      ],
    ];
    const before = await t.db.selectFrom('safetySae').select('id').execute();
    for (const [extra, field] of cases) {
      const response = await t.post(`${BASE}/save`, body(0, aeId, extra), 'investigator');
      expect(response.statusCode, field).toBe(400);
      expect(response.json().msg).toContain(field);
    }
    expect(await t.db.selectFrom('safetySae').select('id').execute()).toHaveLength(before.length);
  });

  it('takes a follow-up of a submitted first report of the same AE', async () => {
    t.clock.set(SEEDED_AT);
    const aeId = await aeOf(0);
    const first = await created(0, aeId);
    expect((await submit(0, first.id, first.version)).statusCode).toBe(200);
    const followUp = await created(0, aeId, { reportType: 'followup', initialId: first.id });
    const row = await get(0, followUp.id);
    expect(row).toMatchObject({ reportType: 'followup', initialId: first.id });
    expect(row.initialNo).toMatch(/^SAE-/);
  });
});

describe('SAE due states', () => {
  it('is open or due soon until 24 hours after learnedAt, overdue after, and late when submitted then', async () => {
    t.clock.set(SEEDED_AT);
    const learnedAt = SEEDED_AT - HOUR;
    const { id, version } = await created(0, await aeOf(0), { learnedAt: new Date(learnedAt).toISOString() });
    const due = new Date(learnedAt + 24 * HOUR).toISOString();
    expect(await get(0, id)).toMatchObject({ dueAt: due, dueLabel: '2026-01-06 09:00', dueState: 'open' });
    t.clock.set(learnedAt + 23 * HOUR + 59 * 60_000);
    expect(['open', 'dueSoon']).toContain((await get(0, id)).dueState);
    t.clock.set(learnedAt + 24 * HOUR + 60_000);
    expect((await get(0, id)).dueState).toBe('overdue');
    const list = await t.get(`${BASE}/list/${project(0)}?dueState=overdue`, 'investigator');
    expect(list.json().rows.map((row: { id: number }) => row.id)).toContain(id);
    const all = (await t.get(`${BASE}/list/${project(0)}?limit=100`, 'investigator')).json().rows as {
      dueState: string;
    }[];
    const firstNotOverdue = all.findIndex((row) => row.dueState !== 'overdue');
    expect(all.slice(firstNotOverdue).some((row) => row.dueState === 'overdue')).toBe(false);
    expect((await submit(0, id, version)).statusCode).toBe(200);
    expect((await get(0, id)).dueState).toBe('late');
    t.clock.set(SEEDED_AT);
  });
});

describe('SAE numbers', () => {
  it('gives 20 concurrent submissions 20 distinct, consecutive numbers', async () => {
    t.clock.set(SEEDED_AT);
    const drafts = [];
    for (let i = 0; i < 20; i += 1) drafts.push(await created(1, await aeOf(1)));
    const responses = await Promise.all(drafts.map((draft) => submit(1, draft.id, draft.version)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const numbers = responses.map((response) => response.json().data.reportNo as string);
    expect(new Set(numbers).size).toBe(20);
    const seqs = numbers.map((no) => Number(no.split('-').at(-1))).sort((a, b) => a - b);
    expect(seqs.at(-1)! - seqs[0]!).toBe(19);
    expect(numbers[0]).toMatch(/^SAE-.+-2026-\d{3,}$/);
    const audited = new Set((await auditRows(t.db, 'sae.submit')).map((row) => row.entityId));
    for (const draft of drafts) expect(audited.has(String(draft.id))).toBe(true);
  });
});

describe('SAE assignment', () => {
  it('assigns a team member, refuses an outsider, lists the team and audits', async () => {
    t.clock.set(SEEDED_AT);
    const { id, version } = await created(0, await aeOf(0));
    const coordinatorId = await t.idOf('coordinator');
    const team = (await t.get(`${BASE}/assignees/${project(0)}`, 'investigator')).json().data as { id: number }[];
    expect(team.map((member) => member.id)).toContain(coordinatorId);
    expect(team.map((member) => member.id)).not.toContain(await t.idOf('sysadmin'));
    const outsider = await t.post(
      `${BASE}/assign`,
      { projectId: project(0), id, version, assigneeId: await t.idOf('sysadmin') },
      'investigator',
    );
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().msg).toContain('assigneeId');
    const assigned = await t.post(
      `${BASE}/assign`,
      { projectId: project(0), id, version, assigneeId: coordinatorId },
      'investigator',
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    const row = await get(0, id);
    expect(row).toMatchObject({ assigneeId: coordinatorId, version: version + 1 });
    expect(row.assigneeName).toEqual(expect.any(String));
    const filtered = await t.get(`${BASE}/list/${project(0)}?assigneeId=${coordinatorId}`, 'investigator');
    expect(filtered.json().rows.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await auditRows(t.db, 'sae.assign'))[0]).toMatchObject({
      entity: 'safety_sae',
      entityId: String(id),
      after: { assigneeId: coordinatorId },
    });
  });

  it('refuses the coordinator (no sae:submit, sae:assign) with 403', async () => {
    t.clock.set(SEEDED_AT);
    const { id, version } = await created(0, await aeOf(0));
    expect((await submit(0, id, version, 'coordinator')).statusCode).toBe(403);
    const assign = await t.post(
      `${BASE}/assign`,
      { projectId: project(0), id, version, assigneeId: null },
      'coordinator',
    );
    expect(assign.statusCode).toBe(403);
    expect((await get(0, id)).status).toBe('draft');
  });
});

describe('SAE attachments', () => {
  it('stores images and PDFs privately, for the project only', async () => {
    t.clock.set(SEEDED_AT);
    const { id } = await created(0, await aeOf(0));
    const pdf = await upload(0, id, '出院小结.pdf', PDF);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().data).toMatchObject({
      name: '出院小结.pdf',
      mimeType: 'application/pdf',
      uploadedBy: 'investigator',
    });
    expect((await upload(0, id, 'scan.png', PNG)).statusCode).toBe(200);
    expect((await upload(0, id, 'setup.exe', PNG)).statusCode).toBe(400);
    expect((await upload(0, id, 'fake.pdf', PNG)).statusCode).toBe(400);
    const row = await get(0, id, 'monitor');
    expect(row.attachmentCount).toBe(2);
    const attachmentId = pdf.json().data.id as number;
    const download = await t.get(`${BASE}/attachment/${project(0)}/${attachmentId}`, 'monitor');
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await t.get(`${BASE}/attachment/${project(1)}/${attachmentId}`, 'investigator')).statusCode).toBe(404);
    expect((await auditRows(t.db, 'sae.attach'))[0]).toMatchObject({ entity: 'safety_sae', entityId: String(id) });
  });

  it('is 403 for a user on no team of that project', async () => {
    t.clock.set(SEEDED_AT);
    const { id } = await created(2, await aeOf(2));
    const uploaded = await upload(2, id, 'scan.png', PNG);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = `${BASE}/attachment/${project(2)}/${uploaded.json().data.id}`;
    expect((await t.get(url, 'investigator')).statusCode).toBe(200);
    // The demo monitor is on projects 0, 1 and 3, not 2.
    expect((await t.get(url, 'monitor')).statusCode).toBe(403);
    expect((await upload(2, id, 'more.png', PNG, 'monitor')).statusCode).toBe(403);
  });

  it('removes an attachment from a draft only', async () => {
    t.clock.set(SEEDED_AT);
    const { id, version } = await created(0, await aeOf(0));
    const first = (await upload(0, id, 'a.png', PNG)).json().data.id as number;
    const second = (await upload(0, id, 'b.pdf', PDF)).json().data.id as number;
    const removed = await t.post(
      `${BASE}/attachment/delete`,
      { projectId: project(0), id, attachmentId: first },
      'investigator',
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get(0, id)).attachments.map((a: { id: number }) => a.id)).toEqual([second]);
    expect((await submit(0, id, version)).statusCode).toBe(200);
    const late = await t.post(
      `${BASE}/attachment/delete`,
      { projectId: project(0), id, attachmentId: second },
      'investigator',
    );
    expect(late.statusCode).toBe(400);
    expect((await upload(0, id, 'c.png', PNG)).statusCode).toBe(400);
  });

  it('refuses to submit without an attachment when the rules require one', async () => {
    t.clock.set(SEEDED_AT);
    await requireAttachment(0, true);
    try {
      const { id, version } = await created(0, await aeOf(0));
      const refused = await submit(0, id, version);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toContain('附件');
      expect((await get(0, id)).status).toBe('draft');
      expect((await upload(0, id, 'scan.png', PNG)).statusCode).toBe(200);
      const accepted = await submit(0, id, version);
      expect(accepted.statusCode, accepted.body).toBe(200);
      const revision = (await t.get(`${BASE}/revision/${project(0)}/${id}/1`, 'monitor')).json().data;
      expect(revision.data).toMatchObject({ id, status: 'submitted', attachments: [{ name: 'scan.png' }] });
    } finally {
      await requireAttachment(0, false);
    }
  });
});
