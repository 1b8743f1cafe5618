/**
 * A closed monitoring visit's signed report filed into the project's binder (folder '08'
 * monitoring reports) in the closing transaction: the visit day, the monitor, the summary, the
 * subjects reviewed and the hours (documents area, fileSignedRecord). One document per visit.
 */
import type { Transaction } from 'kysely';
import type { MonitoringCloseBody } from '../../../../shared/api/quality/appointments';
import type { Database } from '../../../db/schema';
import type { Actor } from '../../../services/staff-write';
import { type FiledSignature, fileSignedRecord } from '../../documents';
import type { FileService } from '../../study';
import type { AppointmentState } from './repository';

export async function fileMonitoringReport(
  trx: Transaction<Database>,
  files: FileService,
  report: { visit: AppointmentState; body: MonitoringCloseBody; signature: FiledSignature; actor: Actor },
): Promise<void> {
  const { visit, body, signature, actor } = report;
  const subjects =
    body.subjectIds.length === 0
      ? []
      : await trx
          .selectFrom('trialSubject')
          .select('subjectNumber')
          .where('projectId', '=', visit.projectId)
          .where('id', 'in', body.subjectIds)
          .orderBy('subjectNumber')
          .execute();
  await fileSignedRecord(trx, files, {
    projectId: visit.projectId,
    folderCode: '08',
    kind: 'monitoringReport',
    source: { kind: 'monitoringVisit', id: visit.id },
    title: `监查报告 ${visit.visitDate}`,
    fileName: `monitoring-report-${visit.visitDate}-${visit.id}`,
    lines: [
      { label: '监查日期 Visit day', value: visit.visitDate },
      { label: '监查员 Monitor', value: signature.signerName },
      { label: '工时 Hours', value: String(body.workHours) },
      {
        label: '核查受试者 Subjects reviewed',
        value: subjects.map((subject) => subject.subjectNumber).join('、') || '—',
      },
      { label: '报告小结 Summary', value: body.summary.trim() },
    ],
    signature,
    actor,
  });
}
