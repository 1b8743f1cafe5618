/**
 * A signed SUSAR report filed into the project's binder (folder '09', beside the SAE reports)
 * in its submission's transaction, as the SAE report is: the report's fields as the record,
 * one document per report, a new version at each signed revision (documents area,
 * fileSignedRecord, source 'susar'). The filed version is what the ethics area forwards.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { fileSignedRecord } from '../../documents';
import type { FileService } from '../../study';
import type { LifecycleRow, SubmitHooks } from '../records/lifecycle';
import { createSusarRepository } from './susar-repository';

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** The submit hook that files the report once signed. */
export function fileSusarReportOnSign(files: FileService): NonNullable<SubmitHooks['onSigned']> {
  return async (trx: Transaction<Database>, row: LifecycleRow, signature, actor) => {
    const repo = createSusarRepository(trx);
    const susar = await repo.byId(row.projectId, row.id);
    if (!susar) throw new Error('signed SUSAR vanished');
    const project = await repo.projectLabel(row.projectId);
    const number = susar.reportNo ?? `SUSAR-${row.id}`;
    const followup = susar.reportType === 'followup';
    await fileSignedRecord(trx, files, {
      projectId: row.projectId,
      folderCode: '09',
      kind: 'susarReport',
      source: { kind: 'susar', id: row.id },
      title: `SUSAR报告 ${number}`,
      fileName: `${number}-r${row.revision}`,
      lines: [
        { label: '项目 Project', value: `${project.name}（${orDash(project.projectNo)}）` },
        { label: '报告编号 Report No.', value: number },
        {
          label: '报告类型 Type',
          value: followup ? `随访报告 Follow-up (${orDash(susar.initialNo)})` : '首次报告 First',
        },
        { label: '修订 Revision', value: String(row.revision) },
        { label: '受试者 Subject', value: `${orDash(susar.subjectNumber)} ${orDash(susar.subjectInitials)}` },
        { label: '关联SAE SAE', value: orDash(susar.saeNo) },
        { label: '获知日期 Learned on', value: susar.learnedDate },
        { label: '致死或危及生命 Fatal or life-threatening', value: susar.fatal === 1 ? '是 Yes' : '否 No' },
        { label: '可疑药物 Suspect drug', value: susar.drugName },
        { label: '不良反应 Reaction', value: susar.reaction },
        { label: '描述 Description', value: susar.description },
        { label: '提交人 Submitted by', value: orDash(susar.submittedBy) },
        { label: '提交时间 Submitted at', value: orDash(susar.submittedAt) },
      ],
      signature,
      actor,
    });
  };
}
