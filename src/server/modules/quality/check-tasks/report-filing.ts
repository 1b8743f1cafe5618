/**
 * A signed QC report filed into the project's binder in the signing transaction (documents
 * area, fileSignedRecord): the check task's name, level, conclusion and findings as signed.
 * The binder's template has no QC folder of its own, so QC reports go with the monitoring
 * reports (folder '08'), as kind 'qcReport'. One document per task; a later signature of the
 * same task adds a version.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Actor } from '../../../services/staff-write';
import { type FiledSignature, fileSignedRecord } from '../../documents';
import type { FileService } from '../../study';

type QcReport = {
  taskId: number;
  name: string;
  level: number;
  conclusion: string | null;
  completedAt: string | null;
  findings: { itemCode: string | null; severity: unknown; description: string | null; status: unknown }[];
};

export async function fileQcReport(
  trx: Transaction<Database>,
  files: FileService,
  filing: { projectId: number; report: QcReport; signature: FiledSignature; actor: Actor },
): Promise<void> {
  const { report, signature, actor } = filing;
  await fileSignedRecord(trx, files, {
    projectId: filing.projectId,
    folderCode: '08',
    kind: 'qcReport',
    source: { kind: 'qcTask', id: report.taskId },
    title: `质控报告 ${report.name}`,
    fileName: `qc-report-${report.taskId}`,
    lines: [
      { label: '质控任务 Check task', value: report.name },
      { label: '质控级别 Level', value: String(report.level) },
      { label: '完成时间 Completed at', value: report.completedAt ?? '—' },
      { label: '结论 Conclusion', value: report.conclusion ?? '—' },
      { label: '问题数 Findings', value: String(report.findings.length) },
      ...report.findings.map((finding, index) => ({
        label: `问题 ${index + 1}${finding.itemCode ? ` (${finding.itemCode})` : ''}`,
        value: finding.description ?? '—',
      })),
    ],
    signature,
    actor,
  });
}
