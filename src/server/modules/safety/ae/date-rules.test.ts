/**
 * Every date rule of AEs and SAE reports (shared/domain/safety/date-rules.ts) at the API: the
 * accepted edge and the refused case, each refusal a 400 naming the field with the rule's
 * message, and nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RULES, type DateRuleId } from '../../../../shared/domain/safety/date-rules';
import { EMPTY_SAFETY_RULES } from '../../../../shared/domain/safety/rules';
import { type StaffTestApp, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { type AeTestFixture, aeBody, aeTestFixture } from './ae-test-support';

let t: StaffTestApp;
let f: AeTestFixture;
const SEEDED_AT = Date.UTC(2026, 0, 5, 2, 0, 0);
const CONSENT = '2025-12-20';
const AE = '/api/trial/gcpAeRecord';
const SAE = '/api/trial/gcpSaeRecord';
const project = () => f.projects[0] ?? 0;

beforeAll(async () => {
  t = await createStaffTestApp();
  f = await aeTestFixture(t);
  t.clock.set(SEEDED_AT);
  await t.db.updateTable('trialSubject').set({ consentDate: CONSENT }).where('id', '=', f.subjectOf(0)).execute();
  // Rules without the SAE attachment requirement, so a report can be submitted as it is.
  const at = new Date(SEEDED_AT).toISOString();
  await t.db.deleteFrom('safetyRule').where('projectId', '=', project()).execute();
  await t.db
    .insertInto('safetyRule')
    .values({
      projectId: project(),
      ruleVersion: 1,
      status: 'published',
      name: 'test',
      content: JSON.stringify(EMPTY_SAFETY_RULES),
      origin: null,
      createdAt: at,
      updatedAt: at,
      publishedAt: at,
    })
    .execute();
});
afterAll(async () => t.close());

const count = async (table: 'safetyAe' | 'safetySae') => (await t.db.selectFrom(table).select('id').execute()).length;

async function accepted(url: string, body: Record<string, unknown>): Promise<{ id: number; version: number }> {
  const response = await t.post(url, body, 'investigator');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function refused(url: string, body: Record<string, unknown>, rule: DateRuleId, table: 'safetyAe' | 'safetySae') {
  const before = await count(table);
  const response = await t.post(url, body, 'investigator');
  expect(response.statusCode, JSON.stringify(body)).toBe(400);
  const field = DATE_RULES[rule].field;
  expect(response.json()).toMatchObject({ isOk: false, code: '100', field, data: { field } });
  expect(response.json().msg).toBe(`字段「${field}」：${DATE_RULES[rule].message['zh-CN']}`);
  expect(await count(table)).toBe(before);
}

const ae = (extra: Record<string, unknown>) => aeBody(project(), f.subjectOf(0), extra);

describe('AE date rules', () => {
  it('onset not before the subject consent, unless a reason is given', async () => {
    await accepted(`${AE}/save`, ae({ onsetDate: CONSENT }));
    await refused(`${AE}/save`, ae({ onsetDate: '2025-12-19' }), 'onsetNotBeforeConsent', 'safetyAe');
    await refused(
      `${AE}/save`,
      ae({ onsetDate: '2025-12-19', preConsentReason: '  ' }),
      'onsetNotBeforeConsent',
      'safetyAe',
    );
    const reason = '筛选期检查发现，方案要求记录为不良事件';
    const { id } = await accepted(`${AE}/save`, ae({ onsetDate: '2025-12-19', preConsentReason: reason }));
    const row = (await t.get(`${AE}/get/${project()}/${id}`, 'investigator')).json().data;
    expect(row).toMatchObject({ onsetDate: '2025-12-19', preConsentReason: reason });
  });

  it('onset not before 1900 (and not after today)', async () => {
    await accepted(`${AE}/save`, ae({ onsetDate: '1900-01-01', preConsentReason: '既往史' }));
    // The API's date format already stops years before 1900, naming the field.
    for (const onsetDate of ['1899-12-31', '0006-02-02']) {
      const before = await count('safetyAe');
      const response = await t.post(`${AE}/save`, ae({ onsetDate, preConsentReason: '既往史' }), 'investigator');
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toMatch(/^字段「onsetDate」.*1900/);
      expect(await count('safetyAe')).toBe(before);
    }
    await accepted(`${AE}/save`, ae({ onsetDate: '2026-01-05' }));
    await refused(`${AE}/save`, ae({ onsetDate: '2026-01-06' }), 'onsetNotAfterToday', 'safetyAe');
  });

  it('end not before onset', async () => {
    await accepted(`${AE}/save`, ae({ onsetDate: '2026-01-03', endDate: '2026-01-03', outcome: 'recovered' }));
    await refused(
      `${AE}/save`,
      ae({ onsetDate: '2026-01-03', endDate: '2026-01-02' }),
      'endNotBeforeOnset',
      'safetyAe',
    );
  });

  it('end required for recovered, recovered with sequelae and fatal outcomes', async () => {
    for (const outcome of ['recovered', 'sequelae', 'death']) {
      await refused(`${AE}/save`, ae({ outcome, endDate: null }), 'endRequiredForOutcome', 'safetyAe');
      await accepted(`${AE}/save`, ae({ outcome, endDate: '2026-01-04' }));
    }
    await accepted(`${AE}/save`, ae({ outcome: 'recovering', endDate: null }));
  });

  it('applies the same rules to a batch: every row or none', async () => {
    const rows = [ae({}), ae({ onsetDate: '2025-12-01' })].map(({ projectId: _p, ...row }) => row);
    const response = await t.post(`${AE}/batchSave`, { projectId: project(), rows }, 'investigator');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().data).toMatchObject({ field: 'rows.1.onsetDate' });
  });
});

async function seriousAe(onsetDate: string): Promise<number> {
  return (await accepted(`${AE}/save`, ae({ onsetDate, serious: '1', seriousness: ['hospitalization'] }))).id;
}

const sae = (aeId: number, extra: Record<string, unknown> = {}) => ({
  projectId: project(),
  aeId,
  reportType: 'first',
  learnedAt: '2026-01-04T08:00:00.000Z',
  seriousness: ['hospitalization'],
  description: '住院治疗',
  ...extra,
});

describe('SAE date rules', () => {
  it('learned not before the AE onset (the hospital day)', async () => {
    const aeId = await seriousAe('2026-01-04');
    // Midnight of 2026-01-04 in the hospital's zone (UTC+8) is 16:00 UTC the day before.
    await refused(
      `${SAE}/save`,
      sae(aeId, { learnedAt: '2026-01-03T15:59:00.000Z' }),
      'learnedNotBeforeOnset',
      'safetySae',
    );
    await accepted(`${SAE}/save`, sae(aeId, { learnedAt: '2026-01-03T16:00:00.000Z' }));
  });

  it('one initial report per AE, then follow-ups only', async () => {
    const aeId = await seriousAe('2026-01-02');
    const first = await accepted(`${SAE}/save`, sae(aeId));
    await refused(`${SAE}/save`, sae(aeId), 'oneInitialSae', 'safetySae');
    await accepted(`${SAE}/save`, sae(aeId, { id: first.id, version: first.version, description: '住院治疗，已好转' }));
    const submitted = await t.post(
      `${SAE}/submit`,
      {
        projectId: project(),
        id: first.id,
        version: first.version + 1,
        signature: await signatureOf(t, 'investigator'),
      },
      'investigator',
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    await accepted(`${SAE}/save`, sae(aeId, { reportType: 'followup', initialId: first.id }));
  });

  it('assignees: only team members who hold the SAE buttons, in the list and in the check', async () => {
    const { id, version } = await accepted(`${SAE}/save`, sae(await seriousAe('2026-01-02')));
    const offered = (await t.get(`${SAE}/assignees/${project()}`, 'investigator')).json().data as { id: number }[];
    const handlers = [await t.idOf('investigator'), await t.idOf('coordinator')];
    const others = await Promise.all(['monitor', 'finance', 'drugmanager', 'ethics'].map((name) => t.idOf(name)));
    expect(offered.map((member) => member.id)).toEqual(expect.arrayContaining(handlers));
    for (const other of others) expect(offered.map((member) => member.id)).not.toContain(other);
    for (const other of others) {
      await refused(
        `${SAE}/assign`,
        { projectId: project(), id, version, assigneeId: other },
        'assigneeHoldsSae',
        'safetySae',
      );
      const row = await t.db
        .selectFrom('safetySae')
        .select('assigneeId')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.assigneeId).toBeNull();
    }
    await accepted(`${SAE}/assign`, { projectId: project(), id, version, assigneeId: handlers[1] });
  });
});
