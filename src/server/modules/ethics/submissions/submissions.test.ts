import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBinderDemo } from '../../../db/seed/demo-binder';
import { loadEthicsDemo } from '../../../db/seed/demo-ethics';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { createMemoryFileStore } from '../../study';

/** Ethics submissions: the team drafts and submits, the secretary accepts or returns, the board. */
let t: StaffTestApp;
/** The coordinator's project (position 0) and one they are not on (position 3). */
let projectId = 0;
let otherProjectId = 0;
const store = createMemoryFileStore();
const ISSUE = '/api/ethic/issue';
const BOARD = '/api/ethic/board';
/** A committee member who is not the secretary. */
const MEMBER = 'ec.lihong';

beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  await loadEthicsDemo(t.db, t.clock());
  const projects = await t.db.selectFrom('project').select('id').orderBy('id').limit(4).execute();
  projectId = projects[0]?.id ?? 0;
  otherProjectId = projects[3]?.id ?? 0;
});
afterAll(async () => t.close());

type Doc = { versionId: number; title: string; number: number; fileName: string };
type Detail = {
  id: number;
  status: string;
  version: number;
  acceptanceNumber: string | null;
  returnReason: string | null;
  header: Record<string, string | null>;
  documents: Doc[];
  history: { action: string; toStatus: string; reason: string | null; actorName: string }[];
};

const binder = async (project = projectId) =>
  (await t.get(`${ISSUE}/binder/${project}`, 'coordinator')).json().data as Doc[];
const detail = async (id: number, project = projectId, as = 'coordinator') =>
  (await t.get(`${ISSUE}/detail/${project}/${id}`, as)).json().data as Detail;
const rowCounts = async () => ({
  submissions: (await t.db.selectFrom('ethicsSubmission').select(['id', 'version', 'status']).execute()).length,
  events: (await t.db.selectFrom('ethicsSubmissionEvent').select('id').execute()).length,
  audit: (await t.db.selectFrom('auditLog').select('id').execute()).length,
});

async function draft(type = 'amendment', as = 'coordinator') {
  const protocol = (await binder()).find((doc) => doc.title === '临床试验方案');
  const response = await t.post(
    `${ISSUE}/save`,
    { projectId, type, title: '方案修正案 2 审查申请', notes: '附修正说明', documentVersionIds: [protocol?.versionId] },
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
}

describe('a submission from draft to acceptance', () => {
  it('is drafted with binder versions of the project, submitted, and accepted with a unique acceptance number', async () => {
    const saved = await draft();
    const submitted = await t.post(`${ISSUE}/submit`, { projectId, ...saved }, 'coordinator');
    expect(submitted.statusCode, submitted.body).toBe(200);
    const incoming = (await t.get(`${BOARD}/list?column=incoming&limit=100`, 'ethics')).json();
    expect(incoming.rows.map((row: { id: number }) => row.id)).toContain(saved.id);

    const accepted = await t.post(`${BOARD}/accept`, { id: saved.id, version: saved.version + 1 }, 'ethics');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { acceptanceNumber } = accepted.json().data as { acceptanceNumber: string };
    expect(acceptanceNumber).toMatch(/^EC-2026-\d{4}$/);

    const seen = await detail(saved.id);
    expect(seen).toMatchObject({ status: 'accepted', acceptanceNumber });
    expect(seen.header.ethicsAcceptNumber).toBe(acceptanceNumber);
    expect(seen.documents.map((doc) => doc.title)).toEqual(['临床试验方案']);
    expect(seen.history.map((event) => event.action)).toEqual(['create', 'submit', 'accept']);
    const audit = (await auditRows(t.db, 'ethicsSubmission.accept')).find((row) => row.entityId === String(saved.id));
    expect(audit).toMatchObject({ actorName: 'ethics', before: { status: 'submitted' } });
    expect(audit?.after).toMatchObject({ status: 'accepted', acceptanceNumber });

    // A second acceptance gets the next number of the year.
    const next = await draft('continuing');
    await t.post(`${ISSUE}/submit`, { projectId, ...next }, 'coordinator');
    const second = await t.post(`${BOARD}/accept`, { id: next.id, version: next.version + 1 }, 'ethics');
    const numbers = (await t.db.selectFrom('ethicsSubmission').select('acceptanceNumber').execute())
      .map((row) => row.acceptanceNumber)
      .filter((value): value is string => value !== null);
    expect(new Set(numbers).size).toBe(numbers.length);
    const seq = (value: string) => Number(value.slice(-4));
    expect(seq(second.json().data.acceptanceNumber)).toBe(seq(acceptanceNumber) + 1);
  });

  it('is returned with the reason, corrected and submitted again by the team', async () => {
    const saved = await draft('safetyReport');
    await t.post(`${ISSUE}/submit`, { projectId, ...saved }, 'coordinator');
    const noReason = await t.post(`${BOARD}/return`, { id: saved.id, version: 2, reason: ' ' }, 'ethics');
    expect(noReason.statusCode).toBe(400);
    const returned = await t.post(`${BOARD}/return`, { id: saved.id, version: 2, reason: '缺少 SAE 报告表' }, 'ethics');
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await detail(saved.id)).toMatchObject({ status: 'returned', returnReason: '缺少 SAE 报告表' });
    const board = (await t.get(`${BOARD}/list?column=returned&limit=100`, 'ethics')).json();
    expect(board.rows.map((row: { id: number }) => row.id)).toContain(saved.id);

    const docs = await binder();
    const corrected = await t.post(
      `${ISSUE}/save`,
      {
        projectId,
        id: saved.id,
        version: 3,
        type: 'safetyReport',
        title: 'SAE 报告（补充）',
        notes: null,
        documentVersionIds: docs.slice(0, 2).map((doc) => doc.versionId),
      },
      'coordinator',
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    const again = await t.post(`${ISSUE}/submit`, { projectId, id: saved.id, version: 4 }, 'coordinator');
    expect(again.statusCode, again.body).toBe(200);
    const seen = await detail(saved.id);
    expect(seen).toMatchObject({ status: 'submitted', returnReason: null });
    expect(seen.documents).toHaveLength(2);
    expect(seen.history.map((event) => [event.action, event.reason])).toEqual([
      ['create', null],
      ['submit', null],
      ['return', '缺少 SAE 报告表'],
      ['submit', null],
    ]);
    expect((await auditRows(t.db, 'ethicsSubmission.return'))[0]?.after).toMatchObject({ reason: '缺少 SAE 报告表' });
  });

  it('is withdrawn by the team until it is decided', async () => {
    const saved = await draft('deviation');
    await t.post(`${ISSUE}/submit`, { projectId, ...saved }, 'coordinator');
    const withdrawn = await t.post(
      `${ISSUE}/withdraw`,
      { projectId, id: saved.id, version: 2, reason: '重复递交' },
      'coordinator',
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await detail(saved.id)).status).toBe('withdrawn');
  });
});

describe('refusals', () => {
  it('refuses moves the status machine does not allow and changes nothing', async () => {
    const saved = await draft();
    const before = await rowCounts();
    // A draft cannot be accepted or returned; the board does not even show it.
    const accept = await t.post(`${BOARD}/accept`, { id: saved.id, version: 1 }, 'ethics');
    expect(accept.statusCode).toBe(400);
    expect(accept.json().msg).toContain('草稿');
    expect((await t.get(`${BOARD}/detail/${saved.id}`, 'ethics')).statusCode).toBe(404);
    await t.post(`${ISSUE}/submit`, { projectId, ...saved }, 'coordinator');
    await t.post(`${BOARD}/accept`, { id: saved.id, version: 2 }, 'ethics');
    const mid = await rowCounts();
    // Accepted: not accepted twice, not returned, not submitted again, not edited.
    for (const [url, body, as] of [
      [`${BOARD}/accept`, { id: saved.id, version: 3 }, 'ethics'],
      [`${BOARD}/return`, { id: saved.id, version: 3, reason: '再退回' }, 'ethics'],
      [`${ISSUE}/submit`, { projectId, id: saved.id, version: 3 }, 'coordinator'],
      [
        `${ISSUE}/save`,
        { projectId, id: saved.id, version: 3, type: 'amendment', title: '改', documentVersionIds: [] },
        'coordinator',
      ],
    ] as const) {
      const response = await t.post(url, body, as);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().isOk).toBe(false);
    }
    expect(await rowCounts()).toEqual(mid);
    expect(mid.submissions).toBe(before.submissions);
    expect((await detail(saved.id)).version).toBe(3);
    // A stale version is refused too.
    const stale = await t.post(`${ISSUE}/withdraw`, { projectId, id: saved.id, version: 1 }, 'coordinator');
    expect(stale.statusCode).toBe(400);
    expect((await detail(saved.id)).status).toBe('accepted');
  });

  it("refuses another project's binder versions and a submission without documents", async () => {
    const foreign = (await t.get(`${ISSUE}/binder/${otherProjectId}`, 'investigator')).json().data as Doc[];
    const before = await rowCounts();
    const response = await t.post(
      `${ISSUE}/save`,
      { projectId, type: 'initial', title: '初始审查', documentVersionIds: [foreign[0]?.versionId] },
      'coordinator',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('documentVersionIds');
    expect(await rowCounts()).toEqual(before);
    const empty = await t.post(
      `${ISSUE}/save`,
      { projectId, type: 'initial', title: '初始审查', documentVersionIds: [] },
      'coordinator',
    );
    const { id, version } = empty.json().data as { id: number; version: number };
    const refused = await t.post(`${ISSUE}/submit`, { projectId, id, version }, 'coordinator');
    expect(refused.statusCode).toBe(400);
    expect((await detail(id)).status).toBe('draft');
  });
});

describe('access', () => {
  it("shows a team only its project's submissions", async () => {
    // The coordinator is not on the fourth project: refused there, and its submissions never show.
    expect((await t.get(`${ISSUE}/list/${otherProjectId}`, 'coordinator')).statusCode).toBe(403);
    const own = (await t.get(`${ISSUE}/list/${projectId}?limit=100`, 'coordinator')).json();
    expect(own.rows.every((row: { projectId: number }) => row.projectId === projectId)).toBe(true);
    const foreignId = (
      await t.db
        .selectFrom('ethicsSubmission')
        .select('id')
        .where('projectId', '!=', projectId)
        .executeTakeFirstOrThrow()
    ).id;
    expect((await t.get(`${ISSUE}/detail/${projectId}/${foreignId}`, 'coordinator')).statusCode).toBe(404);
    expect(
      (
        await t.post(
          `${ISSUE}/save`,
          { projectId: otherProjectId, type: 'initial', title: 'x', documentVersionIds: [] },
          'coordinator',
        )
      ).statusCode,
    ).toBe(403);
    // The monitor reads and does not submit.
    expect((await t.get(`${ISSUE}/list/${projectId}`, 'monitor')).statusCode).toBe(200);
    expect(
      (await t.post(`${ISSUE}/save`, { projectId, type: 'initial', title: 'x', documentVersionIds: [] }, 'monitor'))
        .statusCode,
    ).toBe(403);
    // The team has no board.
    expect((await t.get(`${BOARD}/list?column=incoming`, 'coordinator')).statusCode).toBe(403);
  });

  it('lets only the secretary accept or return: a member reads the board and is refused', async () => {
    const saved = await draft();
    await t.post(`${ISSUE}/submit`, { projectId, ...saved }, 'coordinator');
    expect((await t.get(`${BOARD}/counts`, MEMBER)).statusCode).toBe(200);
    expect((await t.post(`${BOARD}/accept`, { id: saved.id, version: 2 }, MEMBER)).statusCode).toBe(403);
    expect((await t.post(`${BOARD}/return`, { id: saved.id, version: 2, reason: 'x' }, MEMBER)).statusCode).toBe(403);
    expect((await t.post(`${BOARD}/accept`, { id: saved.id, version: 2 }, 'ec.wangjianhua')).statusCode).toBe(403);
    expect((await detail(saved.id)).status).toBe('submitted');
    // The secretary is on no team: the team's endpoints refuse them.
    expect(
      (await t.post(`${ISSUE}/save`, { projectId, type: 'initial', title: 'x', documentVersionIds: [] }, 'ethics'))
        .statusCode,
    ).toBe(403);
  });

  it('lets the committee download what a submission carries, and nothing else of the binder', async () => {
    const saved = await draft();
    await t.post(`${ISSUE}/submit`, { projectId, ...saved }, 'coordinator');
    const seen = (await t.get(`${BOARD}/detail/${saved.id}`, 'ethics')).json().data as Detail;
    const carried = seen.documents[0]?.versionId ?? 0;
    const file = await t.get(`${BOARD}/download/${saved.id}/${carried}`, MEMBER);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const other = (await binder()).find((doc) => doc.versionId !== carried)?.versionId ?? 0;
    expect((await t.get(`${BOARD}/download/${saved.id}/${other}`, MEMBER)).statusCode).toBe(404);
    // The team downloads through its own project's submission; another project's team is refused.
    const own = await t.get(`${ISSUE}/download/${projectId}/${saved.id}/${carried}`, 'monitor');
    expect(own.statusCode).toBe(200);
    expect((await auditRows(t.db, 'document.view')).length).toBeGreaterThanOrEqual(2);
    expect((await t.get(`${ISSUE}/download/${otherProjectId}/${saved.id}/${carried}`, 'coordinator')).statusCode).toBe(
      403,
    );
  });
});

describe('the board', () => {
  it('counts each column and shows the demo submissions of several types', async () => {
    const counts = (await t.get(`${BOARD}/counts`, 'ethics')).json().data as Record<string, number>;
    expect(Object.keys(counts)).toEqual(['incoming', 'returned', 'accepted', 'agenda', 'decided']);
    for (const column of ['incoming', 'returned', 'accepted'] as const) {
      const list = (await t.get(`${BOARD}/list?column=${column}&limit=100`, 'ethics')).json();
      expect(list.total, column).toBe(counts[column]);
      expect(list.total, column).toBeGreaterThan(0);
    }
    const types = new Set((await t.db.selectFrom('ethicsSubmission').select('type').execute()).map((row) => row.type));
    expect(types.size).toBeGreaterThanOrEqual(5);
    // Drafts never reach the board.
    const all = await Promise.all(
      ['incoming', 'returned', 'accepted', 'agenda', 'decided'].map(
        async (column) =>
          (await t.get(`${BOARD}/list?column=${column}&limit=100`, 'ethics')).json().rows as { status: string }[],
      ),
    );
    expect(all.flat().some((row) => row.status === 'draft')).toBe(false);
  });
});
