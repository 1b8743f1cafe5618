/**
 * The demo hospital's inspections and self-checks: on the first demo project an NMPA
 * inspection ten days ago with two findings (one rectified and accepted, one being
 * rectified by the coordinator) and a self-check three days ago whose one 'no' answer is a
 * level-1 finding still in QC. Days are placed relative to the seed's clock; everything is
 * audited as 'system'.
 */
import { DAY_MS, addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import { auditActor, isoTime, processActor } from '../../services/staff-write';
import { appendAudit } from '../audit/audit-trail';
import type { Db } from '../database';

const SELF_CHECK_ITEMS = [
  { key: 'consent', text: '知情同意书签署规范、版本正确', problemType: 1 },
  { key: 'aeTimeliness', text: 'AE 记录完整，SAE 24 小时内上报', problemType: 3 },
  { key: 'drugAccountability', text: '试验用药品接收、发放、回收记录可溯源', problemType: 4 },
];

export async function loadInspectionDemo(db: Db, now: number): Promise<boolean> {
  if (await db.selectFrom('qualityInspection').select('id').executeTakeFirst()) return false;
  const project = await db.selectFrom('project').select('id').orderBy('id').executeTakeFirst();
  const coordinator = await db
    .selectFrom('staffUser')
    .select('id')
    .where('userName', '=', 'coordinator')
    .executeTakeFirst();
  if (!project) return false;
  const actor = processActor('system', now);
  const today = hospitalDay(now);
  const at = (days: number) => isoTime(now - days * DAY_MS);
  await db.transaction().execute(async (trx) => {
    const inspection = {
      projectId: project.id,
      inspectionType: 'nmpa',
      inspectingBody: '国家药品监督管理局食品药品审核查验中心',
      startDate: addDays(today, -11),
      endDate: addDays(today, -10),
      scope: '药物临床试验注册核查：知情同意、试验用药品管理、原始记录与 CRF',
      conclusion: '未发现真实性问题；一般问题 2 项，限期整改',
      createdBy: 'system',
      createdAt: at(10),
      updatedAt: at(10),
    };
    const { id: inspectionId } = await trx
      .insertInto('qualityInspection')
      .values(inspection)
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'inspection.create',
      entity: 'quality_inspection',
      entityId: inspectionId,
      after: inspection,
    });
    const base = {
      projectId: project.id,
      inspectionId,
      itemCode: 'inspection',
      severity: 1,
      createdBy: 'system',
      createdAt: at(10),
    };
    const findings = [
      {
        ...base,
        problemType: 1,
        description: '2 例受试者知情同意书研究者签名日期晚于受试者签名日期',
        status: 3,
        responsibleId: coordinator?.id ?? null,
        rectifyDue: addDays(today, -3),
        corrective: '研究者补充说明并在原始记录中注明原因',
        preventive: '签署知情同意时研究者当场签名，CRC 当日核对',
        answeredAt: at(5),
        answeredBy: 'coordinator',
        verifyNote: '整改到位',
        verifiedAt: at(4),
        verifiedBy: 'qa',
        updatedAt: at(4),
        version: 4,
      },
      {
        ...base,
        problemType: 4,
        description: '药房温度记录缺 2 天',
        status: 4,
        responsibleId: coordinator?.id ?? null,
        rectifyDue: addDays(today, 7),
        updatedAt: at(9),
        version: 2,
      },
    ];
    for (const finding of findings) {
      const { id } = await trx.insertInto('qualityFinding').values(finding).returning('id').executeTakeFirstOrThrow();
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'qcFinding.raise',
        entity: 'quality_finding',
        entityId: id,
        after: finding,
      });
    }
    const answers = SELF_CHECK_ITEMS.map((item, index) => ({
      ...item,
      answer: index === 1 ? 'no' : 'yes',
      note: index === 1 ? '1 例 AE 录入晚于访视 3 天' : null,
    }));
    const run = {
      projectId: project.id,
      checkedOn: addDays(today, -3),
      answers: JSON.stringify(answers),
      summary: '季度自查',
      createdBy: 'system',
      createdAt: at(3),
      updatedAt: at(3),
    };
    const { id: runId } = await trx.insertInto('selfCheckRun').values(run).returning('id').executeTakeFirstOrThrow();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'selfCheck.create',
      entity: 'self_check_run',
      entityId: runId,
      after: run,
    });
    const finding = {
      projectId: project.id,
      selfCheckRunId: runId,
      itemCode: 'aeTimeliness',
      problemType: 3,
      severity: 1,
      description: 'AE 记录完整，SAE 24 小时内上报：1 例 AE 录入晚于访视 3 天',
      createdBy: 'system',
      createdAt: at(3),
      updatedAt: at(3),
    };
    const { id } = await trx.insertInto('qualityFinding').values(finding).returning('id').executeTakeFirstOrThrow();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'qcFinding.raise',
      entity: 'quality_finding',
      entityId: id,
      after: finding,
    });
  });
  return true;
}
