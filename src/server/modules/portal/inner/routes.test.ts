import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { createTestApp, insertProject, testKeys } from '../../../test-support';
import { createRecruitSign } from './recruit-sign';

let t: Awaited<ReturnType<typeof createTestApp>>;
let projectId: number;
let otherProjectId: number;
const secret = testKeys().recruitSignSecret;
/** The server's now, in unix seconds (its clock stands still). */
const NOW_S = Date.UTC(2026, 2, 18, 2, 0) / 1000;
const inAnHour = () => NOW_S + 3600;

beforeAll(async () => {
  t = await createTestApp({ demo: false, clock: manualClock(NOW_S * 1000) });
  projectId = await insertProject(t.db, { name: '内嵌模式测试项目', studyChargerMobile: '13800001021' });
  otherProjectId = await insertProject(t.db, { name: '另一个项目' });
  await t.db
    .insertInto('outpatient')
    .values([
      { projectId, sort: 0, deptName: '肿瘤内科', doctName: '陈立新', seeTime: '周二上午' },
      { projectId, sort: 1, deptName: '胸外科', doctName: '赵建国', seeTime: '周四上午' },
    ])
    .execute();
});
afterAll(() => t.close());

function detail(id: number, sign?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/portal/inner/projects/${id}`,
    headers: sign === undefined ? {} : { 'RECRUIT-SIGN': sign },
  });
}

function outpatients(id: number, sign?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/portal/inner/outpatients',
    headers: sign === undefined ? {} : { 'RECRUIT-SIGN': sign },
    payload: { projectId: id },
  });
}

const changeLastChar = (sign: string) => sign.slice(0, -1) + (sign.endsWith('A') ? 'B' : 'A');
const validSign = (id = projectId) => createRecruitSign({ projectId: id, patientId: 'P1', exp: inAnHour() }, secret);

describe('inner mode with a valid RECRUIT-SIGN', () => {
  it('answers the same project as the public detail endpoint', async () => {
    const inner = await detail(projectId, validSign());
    const publicDetail = await t.app.inject({ method: 'GET', url: `/api/portal/projects/${projectId}` });
    expect(inner.statusCode).toBe(200);
    expect(inner.json()).toMatchObject({ isOk: true, code: '200', data: { id: projectId, name: '内嵌模式测试项目' } });
    expect(inner.json().data).toEqual(publicDetail.json().data);
  });

  it('answers the outpatient list in order', async () => {
    const response = await outpatients(projectId, validSign());
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { deptName: '肿瘤内科', doctName: '陈立新', seeTime: '周二上午' },
      { deptName: '胸外科', doctName: '赵建国', seeTime: '周四上午' },
    ]);
  });

  it('answers 404 for a signed but unknown project', async () => {
    const response = await detail(999_999, validSign(999_999));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('404');
  });
});

describe('inner mode refuses with HTTP 403, code 403', () => {
  const expired = () => createRecruitSign({ projectId, exp: NOW_S - 1 }, secret);
  const cases: [string, () => string | undefined][] = [
    ['a missing header', () => undefined],
    ['an empty header', () => ''],
    ['a sign made with the wrong secret', () => createRecruitSign({ projectId, exp: inAnHour() }, 'wrong-secret')],
    ['an expired sign', expired],
    ['a sign for another project', () => validSign(otherProjectId)],
    ['a malformed header', () => 'not-a-sign'],
    ['a header with a broken payload', () => `%%%.${validSign().split('.')[1]}`],
    ['a sign with a changed signature', () => changeLastChar(validSign())],
  ];

  for (const [label, sign] of cases) {
    it(`for the project detail: ${label}`, async () => {
      const response = await detail(projectId, sign());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ isOk: false, code: '403' });
      expect(response.body).not.toContain('内嵌模式测试项目');
    });

    it(`for the outpatients: ${label}`, async () => {
      const response = await outpatients(projectId, sign());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ isOk: false, code: '403' });
      expect(response.body).not.toContain('陈立新');
    });
  }

  it('says what was wrong without echoing the sign', async () => {
    const response = await detail(projectId, expired());
    expect(response.json().msg).toBe('RECRUIT-SIGN 已过期');
    const mismatch = await detail(projectId, validSign(otherProjectId));
    expect(mismatch.json().msg).toBe('RECRUIT-SIGN 签发给了另一个项目');
  });

  it('still validates the request body first (400 without a projectId)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/portal/inner/outpatients',
      headers: { 'RECRUIT-SIGN': validSign() },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });
});
