import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitalDay } from '../../../shared/domain/hospital-time';
import { visitFlags } from '../../../shared/domain/visits/schedule';
import { createFieldCipher } from '../../lib/field-crypto';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { loadRecruitmentDemo } from './demo-recruitment';
import { loadVisitDemo } from './demo-visits';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
  expect(await loadRecruitmentDemo(t.db, createFieldCipher([randomBytes(32)]), t.clock())).toBe(true);
});
afterAll(async () => t.close());

describe('demo visits', () => {
  it('publishes a plan for each of the six demo projects and keeps a draft next version on the first', async () => {
    const plans = await t.db
      .selectFrom('visitPlan')
      .select(['id', 'projectId', 'planVersion', 'status'])
      .orderBy('projectId')
      .orderBy('planVersion')
      .execute();
    expect(plans.filter((plan) => plan.status === 'published')).toHaveLength(6);
    expect(plans.filter((plan) => plan.status === 'draft')).toEqual([
      expect.objectContaining({ projectId: plans[0]?.projectId, planVersion: 2 }),
    ]);
    const visits = await t.db
      .selectFrom('visitPlanVisit')
      .select(['code', 'dayOffset', 'windowBefore', 'windowAfter', 'repeatEvery', 'repeatUnit', 'repeatTimes'])
      .where('planId', '=', plans[0]?.id ?? 0)
      .orderBy('sort')
      .execute();
    expect(visits[0]).toMatchObject({ code: 'V0', dayOffset: -14, windowBefore: 14, windowAfter: 13 });
    expect(visits[1]).toMatchObject({ code: 'CD1', dayOffset: 0, repeatEvery: 21, repeatUnit: 'day', repeatTimes: 6 });
    expect(visits.map((visit) => visit.code)).toEqual(['V0', 'CD1', 'TA', 'SFU', 'OS']);
  });

  it('gives every enrolled subject its calendar: done, out of window, missed and overdue visits', async () => {
    const today = hospitalDay(t.clock());
    const enrolled = await t.db
      .selectFrom('trialSubject')
      .select(['id', 'visitPlanId', 'visitAnchorDate', 'enrolledDate', 'reminderConsentAt'])
      .where('status', '=', 'enrolled')
      .execute();
    expect(enrolled.length).toBeGreaterThan(5);
    for (const subject of enrolled) {
      expect(subject.visitPlanId).not.toBeNull();
      expect(subject.visitAnchorDate).toBe(subject.enrolledDate);
    }
    const consenting = enrolled.filter((subject) => subject.reminderConsentAt !== null).length;
    expect(consenting).toBeGreaterThan(0);
    expect(consenting).toBeLessThan(enrolled.length);

    const visits = await t.db.selectFrom('subjectVisit').selectAll().execute();
    const flags = visits.map((visit) => ({ ...visit, ...visitFlags(visit, today) }));
    expect(flags.filter((visit) => visit.status === 'done').length).toBeGreaterThan(10);
    expect(flags.filter((visit) => visit.status === 'missed').length).toBeGreaterThan(0);
    expect(flags.filter((visit) => visit.overdue).length).toBeGreaterThan(0);
    const outside = flags.filter((visit) => visit.outOfWindow);
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.every((visit) => visit.outOfWindow && visit.status === 'done')).toBe(true);
    expect(visits.filter((visit) => visit.outOfWindow === 1)).toHaveLength(outside.length);
    expect(visits.every((visit) => visit.executedDate === null || visit.executedDate <= today)).toBe(true);
    expect(visits.filter((visit) => visit.status === 'planned' && visit.plannedDate > today).length).toBeGreaterThan(0);
  });

  it('loads once', async () => {
    expect(await loadVisitDemo(t.db, t.clock())).toBe(false);
  });
});
