import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRecruitmentDemo } from '../../../db/seed/demo-recruitment';
import { createFieldCipher } from '../../../lib/field-crypto';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

// The monitor is on demo projects 0, 1 and 3, the coordinator on 0, 1 and 2.
let t: StaffTestApp;
let projects: number[];
beforeAll(async () => {
  t = await createStaffTestApp();
  await loadRecruitmentDemo(t.db, createFieldCipher([randomBytes(32)]), t.clock());
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
});
afterAll(async () => t.close());

const project = (position: number) => projects[position] ?? 0;
const BASE = '/api/bus/rsdv/issue';

/** A draft AE of a valid subject of the project (the coordinator may still change it). */
async function draftAe(position: number) {
  return t.db
    .selectFrom('safetyAe as a')
    .innerJoin('trialSubject as s', 's.id', 'a.subjectId')
    .selectAll('a')
    .where('a.projectId', '=', project(position))
    .where('a.status', '=', 'draft')
    .where('s.invalid', '=', 0)
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
}

interface QueryRow {
  id: number;
  subjectNumber: string;
  recordKind: string;
  recordId: number;
  field: string;
  question: string;
  status: string;
  answer: string | null;
  closedBy: string | null;
  version: number;
}

async function queries(position: number, search = '', as = 'monitor'): Promise<{ rows: QueryRow[]; total: number }> {
  const response = await t.get(`${BASE}/list/${project(position)}?limit=100${search}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const queryOf = async (position: number, id: number) => (await queries(position)).rows.find((row) => row.id === id);

async function subjectRecords(position: number, subjectId: number) {
  const response = await t.get(`/api/bus/rsdv/sdv/subject/${project(position)}/${subjectId}`, 'monitor');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    records: { kind: string; id: number; version: number; sdvState: string; unsettledQueries: number }[];
    verified: number;
    total: number;
    percent: number;
  };
}

describe('queries: raise, answer, close, re-open', () => {
  it('runs the whole path with an audit row per move, and the coordinator cannot close', async () => {
    const ae = await draftAe(0);
    const raise = {
      projectId: project(0),
      recordKind: 'ae',
      recordId: ae.id,
      field: 'onsetDate',
      question: '发生日期与原始病历不符',
    };
    expect((await t.post(`${BASE}/raise`, raise, 'coordinator')).statusCode).toBe(403);
    const unsettled = async () =>
      (await subjectRecords(0, ae.subjectId)).records.find((r) => r.kind === 'ae' && r.id === ae.id)?.unsettledQueries;
    const before = (await unsettled()) ?? 0;
    const raised = await t.post(`${BASE}/raise`, raise, 'monitor');
    expect(raised.statusCode, raised.body).toBe(200);
    const { id } = raised.json().data;
    const ref = { projectId: project(0), id };
    expect(await queryOf(0, id)).toMatchObject({ recordKind: 'ae', field: 'onsetDate', status: 'open', version: 1 });
    expect(await unsettled()).toBe(before + 1);

    // The site's inbox has it to answer.
    const siteInbox = (await t.get(`/api/trial/task/inbox?kind=queryAnswer&limit=100`, 'coordinator')).json().data;
    expect(siteInbox.rows.map((row: { recordId: number }) => row.recordId)).toContain(id);

    // The monitor cannot answer; the coordinator answers.
    expect((await t.post(`${BASE}/answer`, { ...ref, version: 1, answer: 'x' }, 'monitor')).statusCode).toBe(403);
    const answered = await t.post(
      `${BASE}/answer`,
      { ...ref, version: 1, answer: '已按病历更正为1月2日' },
      'coordinator',
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await queryOf(0, id)).toMatchObject({
      status: 'answered',
      answer: '已按病历更正为1月2日',
    });

    // The monitor's inbox has it to close or re-open.
    const monitorInbox = (await t.get(`/api/trial/task/inbox?kind=queryClose&limit=100`, 'monitor')).json().data;
    expect(monitorInbox.rows.map((row: { recordId: number }) => row.recordId)).toContain(id);
    expect(monitorInbox.counts.queryClose).toBeGreaterThan(0);

    // The coordinator cannot close it; the monitor re-opens, the site answers again, the monitor closes.
    expect((await t.post(`${BASE}/close`, { ...ref, version: 2 }, 'coordinator')).statusCode).toBe(403);
    const reopened = await t.post(`${BASE}/reopen`, { ...ref, version: 2, note: '请附上原始病历页码' }, 'monitor');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await queryOf(0, id)).toMatchObject({
      status: 'open',
      answer: null,
      question: '发生日期与原始病历不符\n\n请附上原始病历页码',
    });
    await t.post(`${BASE}/answer`, { ...ref, version: 3, answer: '见门诊病历第3页' }, 'coordinator');
    const closed = await t.post(`${BASE}/close`, { ...ref, version: 4 }, 'monitor');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await queryOf(0, id)).toMatchObject({
      status: 'closed',
      closedBy: 'monitor',
      version: 5,
    });
    expect(await unsettled()).toBe(before);

    for (const [action, actor] of [
      ['query.raise', 'monitor'],
      ['query.answer', 'coordinator'],
      ['query.reopen', 'monitor'],
      ['query.close', 'monitor'],
    ]) {
      const rows = (await auditRows(t.db, action ?? '')).filter((row) => row.entityId === String(id));
      expect(rows[0], action).toMatchObject({ entity: 'quality_query', actorName: actor });
    }
    expect((await auditRows(t.db, 'query.raise'))[0]?.after).toMatchObject({
      recordVersion: ae.version,
      field: 'onsetDate',
    });
  });

  it('refuses a stale version and a move the machine does not list, changing nothing', async () => {
    const ae = await draftAe(1);
    const raise = {
      projectId: project(1),
      recordKind: 'ae',
      recordId: ae.id,
      field: 'term',
      question: '术语请按MedDRA',
    };
    const { id } = (await t.post(`${BASE}/raise`, raise, 'monitor')).json().data;
    const ref = { projectId: project(1), id };
    await t.post(`${BASE}/answer`, { ...ref, version: 1, answer: '已更正' }, 'coordinator');
    const stale = await t.post(`${BASE}/answer`, { ...ref, version: 1, answer: '再次' }, 'coordinator');
    expect(stale.json()).toMatchObject({ msg: STALE_VERSION_MESSAGE });
    const twice = await t.post(`${BASE}/answer`, { ...ref, version: 2, answer: '再次' }, 'coordinator');
    expect(twice.statusCode).toBe(400);
    expect(await queryOf(1, id)).toMatchObject({
      status: 'answered',
      answer: '已更正',
      version: 2,
    });
  });

  it('refuses bad input and records of other projects, raising nothing', async () => {
    const ae = await draftAe(0);
    const before = (await queries(0)).total;
    const body = { projectId: project(0), recordKind: 'ae', recordId: ae.id, field: 'onsetDate', question: '请核实' };
    for (const bad of [
      { ...body, field: 'onset date' },
      { ...body, field: 'drug' },
      { ...body, field: 'constructor' },
      { ...body, question: '' },
      { ...body, recordKind: 'lab' },
      { ...body, extra: true },
    ]) {
      expect((await t.post(`${BASE}/raise`, bad, 'monitor')).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const unknown = await t.post(`${BASE}/raise`, { ...body, field: 'colour' }, 'monitor');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('colour');
    const elsewhere = await draftAe(3);
    const otherProject = await t.post(`${BASE}/raise`, { ...body, recordId: elsewhere.id }, 'monitor');
    expect(otherProject.statusCode).toBe(404);
    expect((await queries(0)).total).toBe(before);
  });

  it('gives a monitor 403 on a project they are not on', async () => {
    const ae = await draftAe(2);
    const body = { projectId: project(2), recordKind: 'ae', recordId: ae.id, field: 'term', question: '请核实' };
    expect((await t.post(`${BASE}/raise`, body, 'monitor')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/list/${project(2)}`, 'monitor')).statusCode).toBe(403);
    expect((await t.get(`/api/bus/rsdv/sdv/coverage/${project(2)}`, 'monitor')).statusCode).toBe(403);
  });

  it('exports the filtered list as a spreadsheet', async () => {
    const response = await t.get(`${BASE}/export/${project(0)}?status=closed`, 'monitor');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('SDV marks', () => {
  it('verifies a version; a new version of the record clears the mark', async () => {
    const ae = await draftAe(0);
    const coverageBefore = (await t.get(`/api/bus/rsdv/sdv/coverage/${project(0)}`, 'monitor')).json().data;
    const mark = { projectId: project(0), kind: 'ae', id: ae.id, version: ae.version };
    expect((await t.post('/api/bus/rsdv/sdv/mark', mark, 'coordinator')).statusCode).toBe(403);
    const marked = await t.post('/api/bus/rsdv/sdv/mark', mark, 'monitor');
    expect(marked.statusCode, marked.body).toBe(200);
    const record = async () =>
      (await subjectRecords(0, ae.subjectId)).records.find((r) => r.kind === 'ae' && r.id === ae.id);
    expect(await record()).toMatchObject({ sdvState: 'verified', version: ae.version });
    const coverage = (await t.get(`/api/bus/rsdv/sdv/coverage/${project(0)}`, 'monitor')).json().data;
    expect(coverage.project.verified).toBe(coverageBefore.project.verified + 1);
    expect((await auditRows(t.db, 'sdv.mark'))[0]).toMatchObject({ entity: 'sdv_mark', entityId: String(ae.id) });

    // The coordinator corrects the AE: a new version, no longer verified.
    const saved = await t.post(
      '/api/trial/gcpAeRecord/save',
      {
        projectId: ae.projectId,
        id: ae.id,
        version: ae.version,
        subjectId: ae.subjectId,
        term: `${ae.term}（已更正）`,
        onsetDate: ae.onsetDate,
        endDate: ae.endDate,
        severity: ae.severity,
        grade: ae.grade,
        serious: ae.serious,
        seriousness: JSON.parse(ae.seriousness) as string[],
        drugRelation: ae.drugRelation,
        drugAction: ae.drugAction,
        outcome: ae.outcome,
        treatment: ae.treatment,
      },
      'coordinator',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await record()).toMatchObject({ sdvState: 'changed', version: ae.version + 1 });
    const after = (await t.get(`/api/bus/rsdv/sdv/coverage/${project(0)}`, 'monitor')).json().data;
    expect(after.project.verified).toBe(coverageBefore.project.verified);

    // Marking the old version is stale; the current one verifies again.
    const stale = await t.post('/api/bus/rsdv/sdv/mark', mark, 'monitor');
    expect(stale.json()).toMatchObject({ msg: STALE_VERSION_MESSAGE });
    await t.post('/api/bus/rsdv/sdv/mark', { ...mark, version: ae.version + 1 }, 'monitor');
    expect(await record()).toMatchObject({ sdvState: 'verified' });
    const unmarked = await t.post(
      '/api/bus/rsdv/sdv/unmark',
      { projectId: project(0), kind: 'ae', id: ae.id },
      'monitor',
    );
    expect(unmarked.statusCode).toBe(200);
    expect(await record()).toMatchObject({ sdvState: 'none' });
  });

  it('gives per-subject coverage of key records in whole percent', async () => {
    const coverage = (await t.get(`/api/bus/rsdv/sdv/coverage/${project(0)}`, 'monitor')).json().data;
    expect(coverage.subjects.length).toBeGreaterThan(0);
    const total = coverage.subjects.reduce((sum: number, row: { total: number }) => sum + row.total, 0);
    expect(coverage.project.total).toBe(total);
    expect(coverage.project.total).toBeGreaterThan(0);
  });
});
