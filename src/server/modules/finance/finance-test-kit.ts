/**
 * What the finance area's server tests share: a published budget written straight to its
 * tables (budgets are edited in their own part), a subject enrolled through the subjects
 * endpoints, recording a visit done or resetting it through the visits endpoints, and an
 * issued invoice written straight to its table.
 */
import { expect } from 'vitest';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { StaffTestApp } from '../../staff-test-kit';

export interface TestBudgetLine {
  fee: 'research' | 'subsidy' | 'examination' | 'drug' | 'management' | 'overhead';
  basis: 'visit' | 'procedure' | 'subject' | 'milestone' | 'fixed';
  visitCode?: string;
  activityType?: string;
  unitFen: number;
  plannedUnits?: number;
}

async function feeTypeId(db: Db | Transaction<Database>, code: string) {
  return (await db.selectFrom('financeFeeType').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

/** Publishes a budget revision of the project at `publishedAt` (the earlier published one retires). */
export async function publishTestBudget(db: Db, projectId: number, lines: TestBudgetLine[], publishedAt: string) {
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('financeBudget')
      .select((eb) => eb.fn.max('revision').as('revision'))
      .where('projectId', '=', projectId)
      .executeTakeFirst();
    await trx
      .updateTable('financeBudget')
      .set({ status: 'retired' })
      .where('projectId', '=', projectId)
      .where('status', '=', 'published')
      .execute();
    const stamp = { createdBy: 'finance', createdAt: publishedAt, updatedAt: publishedAt };
    const { id } = await trx
      .insertInto('financeBudget')
      .values({
        projectId,
        revision: Number(last?.revision ?? 0) + 1,
        status: 'published',
        publishedAt,
        note: null,
        contractId: null,
        ...stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [sort, line] of lines.entries())
      await trx
        .insertInto('financeBudgetLine')
        .values({
          budgetId: id,
          feeTypeId: await feeTypeId(trx, line.fee),
          basis: line.basis,
          visitCode: line.visitCode ?? null,
          activityType: line.activityType ?? null,
          unitFen: line.unitFen,
          plannedUnits: line.plannedUnits ?? null,
          sort,
          note: null,
        })
        .execute();
    return id;
  });
}

/** A subject added by hand and enrolled on `day` through the subjects endpoints (its visits are generated). */
export async function enrolledSubject(t: StaffTestApp, projectId: number, day: string) {
  const added = await t.post(
    '/api/trial/subject/save',
    { projectId, initials: 'LQS', screeningDate: day },
    'coordinator',
  );
  expect(added.statusCode, added.body).toBe(200);
  const { id, version } = added.json().data as { id: number; version: number };
  const enrolled = await t.post(
    '/api/trial/subject/setStatus',
    { projectId, id, version, action: 'enrol', date: day, consentDate: day },
    'coordinator',
  );
  expect(enrolled.statusCode, enrolled.body).toBe(200);
  return id;
}

async function visitOf(t: StaffTestApp, projectId: number, subjectId: number, code: string, cycle: number) {
  const response = await t.get(`/api/trial/subject/visit/${projectId}/subject/${subjectId}`, 'coordinator');
  expect(response.statusCode, response.body).toBe(200);
  const { visits } = response.json().data as {
    visits: { id: number; version: number; visitCode: string; cycle: number }[];
  };
  const found = visits.find((visit) => visit.visitCode === code && visit.cycle === cycle);
  if (!found) throw new Error(`no visit ${code}#${cycle}`);
  return found;
}

/** The coordinator records the visit done on `day` with these activities; answers the visit's id. */
export async function recordVisitDone(
  t: StaffTestApp,
  at: { projectId: number; subjectId: number; code: string; cycle?: number },
  day: string,
  activitiesDone: string[],
) {
  const visit = await visitOf(t, at.projectId, at.subjectId, at.code, at.cycle ?? 1);
  const body = { projectId: at.projectId, id: visit.id, version: visit.version, executedDate: day, activitiesDone };
  const done = await t.post('/api/trial/subject/visit/setExecDate', body, 'coordinator');
  expect(done.statusCode, done.body).toBe(200);
  return visit.id;
}

/** The coordinator resets a done visit to planned. */
export async function resetVisit(
  t: StaffTestApp,
  at: { projectId: number; subjectId: number; code: string; cycle?: number },
) {
  const visit = await visitOf(t, at.projectId, at.subjectId, at.code, at.cycle ?? 1);
  const reset = await t.post(
    '/api/trial/subject/visit/reset',
    { projectId: at.projectId, id: visit.id, version: visit.version },
    'coordinator',
  );
  expect(reset.statusCode, reset.body).toBe(200);
}

/** An issued invoice of the project, due on the day given (the overdue-invoice warning's record). */
export async function insertIssuedInvoice(t: StaffTestApp, projectId: number, number: string, dueOn: string) {
  const at = new Date(t.clock()).toISOString();
  const row = await t.db
    .insertInto('financeInvoice')
    .values({
      projectId,
      number,
      payer: '申办方',
      status: 'issued',
      issuedOn: dueOn,
      dueOn,
      amountFen: 100_000,
      createdBy: 'finance',
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
