/**
 * The finance demo's contracts: an approved clinical trial agreement with a three-payment
 * schedule on each of the six demo lung-cancer projects (the first's ends within 30 days, so
 * the contract-expiring warning finds it), an amendment in draft on the first project and one
 * in approval on the second. Written through the contracts service and the financeContract
 * workflow; decided steps are recorded as the approvers' decisions (the demo signs nothing).
 * Does nothing once contracts exist or without the published contract workflow.
 */
import { FINANCE_WORKFLOWS } from '../../../shared/domain/finance/codes';
import { addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import { splitByRate } from '../../../shared/domain/money';
import { contractWorkflowHooks, createContractService } from '../../modules/finance/contracts/service';
import { type Actor, processActor } from '../../services/staff-write';
import type { Db } from '../database';

/** Who decides a step in the demo: the demo user holding the step's role. */
const DECIDER: Record<string, string> = { finance: 'finance', institution_head: 'head' };
const SPONSORS = ['恒瑞医药', '百济神州', '信达生物', '君实生物', '齐鲁制药', '石药集团'];
/** Agreement amounts in fen: 1.2 to 2.2 million yuan. */
const AMOUNTS = [120_000_000, 186_000_000, 154_500_000, 220_000_000, 98_000_000, 132_000_000];

/** Ends the running contract approval as its approvers would: every step approved, then the end hook. */
async function approve(db: Db, recordId: number, actor: Actor) {
  await db.transaction().execute(async (trx) => {
    const instance = await trx
      .selectFrom('workflowInstance')
      .selectAll()
      .where('recordKind', '=', 'financeContract')
      .where('recordId', '=', recordId)
      .where('status', '=', 'running')
      .executeTakeFirstOrThrow();
    const at = new Date(actor.at).toISOString();
    const amount = instance.amountFen ?? 0;
    const steps = (
      await trx.selectFrom('workflowStep').selectAll().where('definitionId', '=', instance.definitionId).execute()
    ).filter((step) => step.minAmountFen === null || amount >= step.minAmountFen);
    const decided = (ref: string) => ({ status: 'approved', decidedBy: DECIDER[ref] ?? 'admin', decidedAt: at });
    const open = await trx
      .selectFrom('workflowTask')
      .selectAll()
      .where('instanceId', '=', instance.id)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    await trx.updateTable('workflowTask').set(decided(open.approverRef)).where('id', '=', open.id).execute();
    for (const step of steps.filter((s) => s.sort > open.stepSort))
      await trx
        .insertInto('workflowTask')
        .values({
          instanceId: instance.id,
          stepSort: step.sort,
          stepName: step.name,
          approverKind: step.approverKind,
          approverRef: step.approverRef,
          createdAt: at,
          comment: null,
          ...decided(step.approverRef),
        })
        .execute();
    await trx
      .updateTable('workflowInstance')
      .set({ status: 'approved', stepSort: null, endedAt: at, version: instance.version + 1 })
      .where('id', '=', instance.id)
      .execute();
    await contractWorkflowHooks.end?.(trx, { event: 'end', instance: { ...instance, status: 'approved' }, actor });
  });
}

/** Three payments: 30 % on signing, 40 % at half enrolment, the rest at close-out (whole fen). */
function schedule(amountFen: number, signedOn: string) {
  const first = splitByRate(amountFen, 3000);
  const second = splitByRate(first.rest, 5714);
  return [
    { name: '首付款', dueOn: addDays(signedOn, 30), amountFen: first.taken, note: '协议签署后30日内' },
    { name: '中期款', dueOn: null, amountFen: second.taken, note: '入组过半' },
    { name: '尾款', dueOn: null, amountFen: second.rest, note: '关中心并提交总结报告后' },
  ];
}

function agreement(projectId: number, index: number, today: string) {
  const signedOn = addDays(today, -300 + index * 10);
  const amountFen = AMOUNTS[index] ?? AMOUNTS[0] ?? 0;
  const sponsor = SPONSORS[index] ?? '申办方';
  return {
    projectId,
    kind: 'agreement' as const,
    parentId: null,
    number: `CTA-2025-${String(index + 1).padStart(3, '0')}`,
    title: '药物临床试验协议',
    sponsor,
    cro: index % 2 === 0 ? '泰格医药' : null,
    parties: [
      { role: '申办方', name: sponsor },
      { role: '研究机构', name: '本院药物临床试验机构' },
    ],
    amountFen,
    holdbackBp: 1000,
    signedOn,
    startsOn: addDays(signedOn, 5),
    // The first project's agreement ends within 30 days: the contract-expiring warning's case.
    endsOn: index === 0 ? addDays(today, 25) : addDays(today, 700 - index * 30),
    note: null,
    payments: schedule(amountFen, signedOn),
  };
}

export async function loadFinanceContractDemo(db: Db, now: number): Promise<boolean> {
  if (await db.selectFrom('financeContract').select('id').limit(1).executeTakeFirst()) return false;
  const workflow = await db
    .selectFrom('workflowDefinition')
    .select('id')
    .where('key', '=', FINANCE_WORKFLOWS.contract)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!workflow) return false;
  const projects = await db.selectFrom('project').select('id').orderBy('id').limit(6).execute();
  const service = createContractService(db);
  const actor = processActor('system', now);
  const today = hospitalDay(now);
  const agreements: number[] = [];
  for (const [index, project] of projects.entries()) {
    const { id, version } = await service.save(agreement(project.id, index, today), actor);
    await service.submit({ projectId: project.id, id, version }, actor);
    await approve(db, id, actor);
    agreements.push(id);
  }
  for (const [index, project] of projects.slice(0, 2).entries()) {
    const parent = agreement(project.id, index, today);
    const amendment = {
      ...parent,
      kind: 'amendment' as const,
      parentId: agreements[index] ?? null,
      number: `${parent.number}-A1`,
      title: index === 0 ? '补充协议一（延长研究期限）' : '补充协议一（增加样本量）',
      amountFen: index === 0 ? 0 : 8_000_000,
      signedOn: null,
      startsOn: index === 0 ? parent.endsOn : parent.startsOn,
      endsOn: addDays(today, 400),
      payments: index === 0 ? [] : [{ name: '增补款', dueOn: null, amountFen: 8_000_000, note: '补充协议生效后' }],
    };
    const saved = await service.save(amendment, actor);
    // The second project's amendment waits for the finance officer's decision.
    if (index === 1) await service.submit({ projectId: project.id, ...saved }, actor);
  }
  return true;
}
