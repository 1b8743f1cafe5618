import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueState, saeDue, dsurDue } from '../../../shared/domain/safety/due-dates';
import { createFieldCipher } from '../../lib/field-crypto';
import { processActor } from '../../services/staff-write';
import { submitRecord } from '../../modules/safety/records/lifecycle';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../staff-test-kit';
import { loadRecruitmentDemo } from './demo-recruitment';
import { loadSafetyDemo } from './demo-safety';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
  // Mid-year, so the demo's submitted reports and a new one share the numbering year.
  t.clock.set(Date.UTC(2026, 2, 10, 2, 0, 0));
  expect(await loadRecruitmentDemo(t.db, createFieldCipher([randomBytes(32)]), t.clock())).toBe(true);
});
afterAll(async () => t.close());

describe('demo safety data', () => {
  it('loads once, with published rules and an audit row per demo project', async () => {
    expect(await loadSafetyDemo(t.db, t.clock())).toBe(false);
    const rules = await t.db.selectFrom('safetyRule').select(['projectId', 'status']).execute();
    expect(rules).toHaveLength(6);
    expect(new Set(rules.map((rule) => rule.status))).toEqual(new Set(['published']));
    expect(await auditRows(t.db, 'safety.demoLoad')).toHaveLength(6);
  });

  it('has AEs of every severity, serious and not, drafted, submitted and revised, with their revisions', async () => {
    const aes = await t.db.selectFrom('safetyAe').selectAll().execute();
    expect(new Set(aes.map((ae) => ae.severity))).toEqual(new Set([1, 2, 3]));
    expect(new Set(aes.map((ae) => ae.serious))).toEqual(new Set(['0', '1']));
    expect(new Set(aes.map((ae) => ae.status))).toEqual(new Set(['draft', 'submitted']));
    expect(aes.some((ae) => ae.saeRequired === 1)).toBe(true);
    const revised = aes.filter((ae) => ae.revision === 2);
    expect(revised.length).toBe(6);
    expect(revised[0]?.revisionReason).toBeTruthy();
    const revisions = await t.db.selectFrom('safetyRevision').select(['kind', 'recordId', 'revision']).execute();
    for (const ae of aes.filter((row) => row.status === 'submitted')) {
      const kept = revisions.filter((r) => r.kind === 'ae' && r.recordId === ae.id).map((r) => r.revision);
      expect(kept.sort()).toEqual(ae.revision === 2 ? [1, 2] : [1]);
    }
  });

  it('has an overdue SAE draft, one in time, a waiting SUSAR and a DSUR due in the coming weeks', async () => {
    const now = t.clock();
    const saes = await t.db.selectFrom('safetySae').selectAll().execute();
    const states = saes
      .filter((sae) => sae.status === 'draft')
      .map((sae) => dueState(saeDue(Date.parse(sae.learnedAt)), now, null));
    expect(states.filter((state) => state === 'overdue')).toHaveLength(6);
    expect(states.filter((state) => state === 'open')).toHaveLength(6);
    const submitted = saes.filter((sae) => sae.status === 'submitted');
    expect(
      submitted.map((sae) => dueState(saeDue(Date.parse(sae.learnedAt)), now, Date.parse(sae.submittedAt ?? ''))),
    ).toEqual(Array(6).fill('inTime'));
    const susars = await t.db.selectFrom('safetySusar').select(['pvStatus', 'reportNo']).execute();
    expect(susars).toHaveLength(6);
    expect(susars.every((s) => s.pvStatus === 'waiting' && s.reportNo?.startsWith('SUSAR-'))).toBe(true);
    const dsurs = await t.db.selectFrom('safetyDsur').select(['dataLockPoint', 'status']).execute();
    for (const dsur of dsurs) {
      const dueAt = Date.parse(dsurDue(dsur.dataLockPoint).dueAt);
      expect(dueAt - now).toBeGreaterThan(7 * 86_400_000);
      expect(dueAt - now).toBeLessThan(30 * 86_400_000);
    }
  });

  it('has violations of each type with one reviewed, and a prohibited concomitant medication', async () => {
    const violations = await t.db.selectFrom('safetyViolation').select(['type', 'status']).execute();
    expect(new Set(violations.map((v) => v.type))).toEqual(new Set([10, 20, 30]));
    expect(violations.filter((v) => v.status === 'reviewed')).toHaveLength(6);
    const meds = await t.db.selectFrom('safetyConMed').select(['ruleFlag', 'status']).execute();
    expect(meds.filter((m) => m.ruleFlag === 'prohibited')).toHaveLength(6);
    expect(meds.some((m) => m.status === 'checked')).toBe(true);
  });

  it('advances the report counters: the next SAE submitted gets the next number', async () => {
    const [numbered] = await t.db
      .selectFrom('safetySae')
      .select(['projectId', 'reportNo'])
      .where('reportNo', 'is not', null)
      .orderBy('id')
      .execute();
    expect(numbered?.reportNo).toMatch(/^SAE-.+-2026-001$/);
    const draft = await t.db
      .selectFrom('safetySae')
      .select(['id', 'version'])
      .where('projectId', '=', numbered?.projectId ?? 0)
      .where('status', '=', 'draft')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const ref = { projectId: numbered?.projectId ?? 0, id: draft.id, version: draft.version };
    const result = await submitRecord(t.db, 'sae', ref, processActor('system', t.clock()));
    expect(result.reportNo).toBe(numbered?.reportNo?.replace(/001$/, '002'));
  });
});
