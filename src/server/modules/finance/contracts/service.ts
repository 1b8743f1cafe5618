/**
 * Contract writes (SUITE.md 'Writes'): one transaction each with the version check and the
 * audit row (entity 'finance_contract': contract.create, contract.update, contract.delete,
 * contract.submit; the approval's end: contract.approve, contract.reject, contract.withdraw).
 * Submitting starts the contract approval workflow with the contract's amount.
 */
import type { ContractRowRef, ContractSaveBody } from '../../../../shared/api/finance/contracts';
import { FINANCE_WORKFLOWS } from '../../../../shared/domain/finance/codes';
import { formatFen } from '../../../../shared/domain/money';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { requireProject } from '../../../lib/project-exists';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { type WorkflowHooks, firePostEvents, startApproval } from '../../work';
import { type ContractFields, createContractRepository } from './repository';

export const CONTRACT_ENTITY = 'finance_contract';
export const CONTRACT_RECORD_KIND = 'financeContract';
const NO_SUCH = { 'zh-CN': '合同不存在', en: 'No such contract' };
/** A draft, or a rejected contract being corrected, may change and be submitted. */
const EDITABLE = ['draft', 'rejected'];
type Repo = ReturnType<typeof createContractRepository>;

async function fieldsOf(repo: Repo, body: ContractSaveBody): Promise<ContractFields> {
  if (body.kind === 'amendment') {
    const parent = body.parentId === null ? undefined : await repo.byId(body.projectId, body.parentId);
    if (!parent || parent.kind !== 'agreement')
      throw fieldProblem('parentId', { 'zh-CN': '请选择本项目的主协议', en: "Choose the project's agreement" });
  }
  if (body.startsOn && body.endsOn && body.endsOn < body.startsOn)
    throw fieldProblem('endsOn', { 'zh-CN': '结束日期早于开始日期', en: 'Ends before it starts' });
  return {
    kind: body.kind,
    parentId: body.kind === 'amendment' ? body.parentId : null,
    number: body.number.trim(),
    title: body.title.trim(),
    sponsor: body.sponsor.trim(),
    cro: cleanText(body.cro),
    parties: JSON.stringify(body.parties.map((party) => ({ role: party.role.trim(), name: party.name.trim() }))),
    amountFen: body.amountFen,
    holdbackBp: body.holdbackBp,
    signedOn: body.signedOn,
    startsOn: body.startsOn,
    endsOn: body.endsOn,
    note: cleanText(body.note),
  };
}

async function editableAt(repo: Repo, projectId: number, id: number, version: number) {
  const row = await repo.byId(projectId, id);
  if (!row) throw notFound(NO_SUCH);
  if (row.version !== version) throw staleVersion();
  if (!EDITABLE.includes(row.status))
    throw badRequest({
      'zh-CN': '审批中或已通过的合同不能修改',
      en: 'A contract in approval or approved cannot change',
    });
  return row;
}

export function createContractService(db: Db) {
  return {
    async save(body: ContractSaveBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const repo = createContractRepository(trx);
        await requireProject(trx, body.projectId);
        const fields = await fieldsOf(repo, body);
        if (await repo.numberTaken(body.projectId, fields.number, body.id ?? null))
          throw fieldProblem('number', {
            'zh-CN': '本项目已有该合同编号',
            en: 'The project has a contract with this number',
          });
        const payments = body.payments.map((p) => ({
          name: p.name.trim(),
          dueOn: p.dueOn,
          amountFen: p.amountFen,
          note: cleanText(p.note),
        }));
        const now = isoTime(actor.at);
        const after = { ...fields, payments };
        if (body.id === undefined) {
          const id = await repo.insert(body.projectId, fields, actor.actorName, now);
          await repo.replacePayments(id, payments);
          await appendAudit(trx, {
            ...auditActor(actor),
            action: 'contract.create',
            entity: CONTRACT_ENTITY,
            entityId: id,
            after,
          });
          return { id, version: 1 };
        }
        if (body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
        const row = await editableAt(repo, body.projectId, body.id, body.version);
        if (!(await repo.update(row.id, row.version, EDITABLE, { ...fields, status: 'draft' }, now)))
          throw staleVersion();
        await repo.replacePayments(row.id, payments);
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'contract.update',
          entity: CONTRACT_ENTITY,
          entityId: row.id,
          after,
        });
        return { id: row.id, version: row.version + 1 };
      });
    },

    async remove(body: ContractRowRef, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const repo = createContractRepository(trx);
        const row = await editableAt(repo, body.projectId, body.id, body.version);
        if (row.status !== 'draft' || !(await repo.remove(row.id, row.version)))
          throw badRequest({ 'zh-CN': '只能删除草稿', en: 'Only a draft can be deleted' });
        const before = { number: row.number, title: row.title, amountFen: row.amountFen };
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'contract.delete',
          entity: CONTRACT_ENTITY,
          entityId: row.id,
          before,
        });
        return { id: row.id, version: row.version };
      });
    },

    async submit(body: ContractRowRef, actor: Actor) {
      const { result, post } = await db.transaction().execute(async (trx) => {
        const repo = createContractRepository(trx);
        const row = await editableAt(repo, body.projectId, body.id, body.version);
        const now = isoTime(actor.at);
        if (!(await repo.update(row.id, row.version, EDITABLE, { status: 'approving', submittedAt: now }, now)))
          throw staleVersion();
        const title = `${row.number} ${row.title}（¥${formatFen(row.amountFen)}）`;
        const started = await startApproval(
          trx,
          {
            key: FINANCE_WORKFLOWS.contract,
            projectId: row.projectId,
            recordKind: CONTRACT_RECORD_KIND,
            recordId: row.id,
            title,
            amountFen: row.amountFen,
          },
          actor,
        );
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'contract.submit',
          entity: CONTRACT_ENTITY,
          entityId: row.id,
          after: { status: 'approving', instanceId: started.instanceId, amountFen: row.amountFen },
        });
        return { result: { id: row.id, version: row.version + 1 }, post: started.post };
      });
      await firePostEvents(db, post);
      return result;
    },
  };
}

/** The approval's end sets the contract approved or rejected; a withdrawal puts it back to draft. */
export const contractWorkflowHooks: WorkflowHooks = {
  end: async (trx, { instance, actor }) => {
    const status = instance.status === 'approved' ? 'approved' : 'rejected';
    await settle(trx, instance.recordId, status, status === 'approved' ? 'contract.approve' : 'contract.reject', actor);
  },
  manualEnd: async (trx, { instance, actor }) => settle(trx, instance.recordId, 'draft', 'contract.withdraw', actor),
};

async function settle(trx: Db, id: number, status: string, action: string, actor: Actor) {
  if (!(await createContractRepository(trx).decide(id, 'approving', status, isoTime(actor.at)))) return;
  await appendAudit(trx as Parameters<typeof appendAudit>[0], {
    ...auditActor(actor),
    action,
    entity: CONTRACT_ENTITY,
    entityId: id,
    after: { status },
  });
}
