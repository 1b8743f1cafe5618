/**
 * A signed SAE report filed into the project's binder (folder '09' SAE reports) in its
 * submission's transaction: the CIOMS print's fields as the record, one document per report,
 * a new version at each signed revision (documents area, fileSignedRecord).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { fileSignedRecord } from '../../documents';
import type { FileService } from '../../study';
import type { LifecycleRow, SubmitHooks } from '../records/lifecycle';
import { saePrint } from './print';

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** The submit hook that files the report once signed. */
export function fileSaeReportOnSign(files: FileService): NonNullable<SubmitHooks['onSigned']> {
  return async (trx: Transaction<Database>, row: LifecycleRow, signature, actor) => {
    const print = await saePrint(trx, row.projectId, row.id);
    const number = print.reportNo ?? `SAE-${row.id}`;
    await fileSignedRecord(trx, files, {
      projectId: row.projectId,
      folderCode: '09',
      kind: 'saeReport',
      source: { kind: 'sae', id: row.id },
      title: `SAE报告 ${number}`,
      fileName: `${number}-r${row.revision}`,
      lines: [
        { label: '项目 Project', value: `${print.projectName}（${orDash(print.projectNo)}）` },
        { label: '报告编号 Report No.', value: number },
        { label: '报告类型 Type', value: print.reportType },
        { label: '修订 Revision', value: String(row.revision) },
        { label: '受试者 Subject', value: `${orDash(print.subjectNumber)} ${orDash(print.subjectInitials)}` },
        { label: '不良事件 Event', value: print.aeTerm },
        { label: '发生日期 Onset', value: print.onsetDate },
        { label: '获知时间 Learned at', value: print.learnedAt },
        { label: '严重性标准 Seriousness', value: print.seriousness.join(', ') || '—' },
        { label: '转归 Outcome', value: print.outcome },
        { label: '与试验药关系 Relation', value: print.drugRelation },
        { label: '描述 Description', value: print.description },
        { label: '提交人 Submitted by', value: orDash(print.submittedBy) },
        { label: '提交时间 Submitted at', value: orDash(print.submittedAt) },
      ],
      signature,
      actor,
    });
  };
}
