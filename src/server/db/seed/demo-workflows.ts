/**
 * The demo's published approval workflows for finance records (work area approvals,
 * shared/domain/finance/codes.ts FINANCE_WORKFLOWS): who approves a contract, a research-fee
 * expense and a batch of subject subsidies; and for the review of a binder's document version
 * (shared/domain/documents/versions.ts DOCUMENT_WORKFLOWS); the seal of a summary report
 * (shared/domain/documents/report-seals.ts); and a staff member's application for a report
 * (shared/domain/reports/catalogue.ts REPORT_APPLY_WORKFLOW), which the system administrator
 * decides, since a report may cover any project or none. Loaded before the finance and
 * binder demos, which start approvals under them. Steps name roles and project roles, never demo people.
 */
import { REPORT_SEAL_WORKFLOW } from '../../../shared/domain/documents/report-seals';
import { DOCUMENT_WORKFLOWS } from '../../../shared/domain/documents/versions';
import { FINANCE_WORKFLOWS } from '../../../shared/domain/finance/codes';
import { REPORT_APPLY_WORKFLOW } from '../../../shared/domain/reports/catalogue';
import type { Db } from '../database';

interface DemoStep {
  name: string;
  approverKind: 'role' | 'projectRole' | 'user';
  approverRef: string;
  minAmountFen: number | null;
}

/** From ¥50,000 the institution's head approves too. */
export const HEAD_THRESHOLD_FEN = 5_000_000;

export const DEMO_WORKFLOWS: { key: string; name: string; description: string; steps: DemoStep[] }[] = [
  {
    key: FINANCE_WORKFLOWS.contract,
    name: '临床试验合同审批',
    description: '合同及补充协议提交后，由财务审核，金额较大时再由机构负责人审批',
    steps: [
      { name: '财务审核', approverKind: 'role', approverRef: 'finance', minAmountFen: null },
      {
        name: '机构负责人审批',
        approverKind: 'role',
        approverRef: 'institution_head',
        minAmountFen: HEAD_THRESHOLD_FEN,
      },
    ],
  },
  {
    key: FINANCE_WORKFLOWS.expense,
    name: '研究经费支出审批',
    description: '研究费支出由主要研究者审批、财务审核，金额较大时再由机构负责人审批',
    steps: [
      { name: '主要研究者审批', approverKind: 'projectRole', approverRef: 'investigator', minAmountFen: null },
      { name: '财务审核', approverKind: 'role', approverRef: 'finance', minAmountFen: null },
      {
        name: '机构负责人审批',
        approverKind: 'role',
        approverRef: 'institution_head',
        minAmountFen: HEAD_THRESHOLD_FEN,
      },
    ],
  },
  {
    key: FINANCE_WORKFLOWS.subsidyBatch,
    name: '受试者补助发放审批',
    description: '一批受试者补助由主要研究者确认、财务审核后发放',
    steps: [
      { name: '主要研究者确认', approverKind: 'projectRole', approverRef: 'investigator', minAmountFen: null },
      { name: '财务审核', approverKind: 'role', approverRef: 'finance', minAmountFen: null },
    ],
  },
  {
    key: DOCUMENT_WORKFLOWS.review,
    name: '研究文件版本审核',
    description: '研究文件夹中的新版本（如方案修正案）提交后，由本项目主要研究者审核批准并签名后生效',
    steps: [{ name: '主要研究者批准', approverKind: 'projectRole', approverRef: 'investigator', minAmountFen: null }],
  },
  {
    // The PI confirms the report is the project's; the institution office (the administrator's
    // role: the suite has no role of its own for the office) reviews it and applies the seal.
    key: REPORT_SEAL_WORKFLOW,
    name: '总结报告审核盖章',
    description: '阶段小结或总结报告由本项目主要研究者确认，再由机构办公室审核并加盖临床试验机构审核专用章',
    steps: [
      { name: '主要研究者确认', approverKind: 'projectRole', approverRef: 'investigator', minAmountFen: null },
      { name: '机构办公室审核盖章', approverKind: 'role', approverRef: 'admin', minAmountFen: null },
    ],
  },
  {
    key: REPORT_APPLY_WORKFLOW,
    name: '报表使用申请',
    description: '没有某报表权限的人员申请在一段时间内（最长一年）使用该报表，由系统管理员审批',
    steps: [{ name: '系统管理员审批', approverKind: 'role', approverRef: 'admin', minAmountFen: null }],
  },
];

/** Publishes the demo workflows whose key has no definition yet; answers how many it added. */
export async function loadWorkflowDemo(db: Db, now: number): Promise<number> {
  const at = new Date(now).toISOString();
  let added = 0;
  await db.transaction().execute(async (trx) => {
    for (const workflow of DEMO_WORKFLOWS) {
      const present = await trx
        .selectFrom('workflowDefinition')
        .select('id')
        .where('key', '=', workflow.key)
        .executeTakeFirst();
      if (present) continue;
      const { id } = await trx
        .insertInto('workflowDefinition')
        .values({
          key: workflow.key,
          revision: 1,
          name: workflow.name,
          description: workflow.description,
          status: 'published',
          publishedAt: at,
          createdBy: 'system',
          createdAt: at,
          updatedAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('workflowStep')
        .values(workflow.steps.map((step, index) => ({ ...step, sort: index + 1, definitionId: id })))
        .execute();
      added += 1;
    }
  });
  return added;
}
