/**
 * A signed drug accountability log filed into the project's binder (folder '10' drug
 * accountability) in the signing transaction (documents area, fileSignedRecord): a subject's
 * dispensings and returns, or a batch's movements with their balance, as signed. One document
 * per log; each later signature of the log (after more movements) adds a version.
 */
import type { Transaction } from 'kysely';
import type { BatchLog, SubjectLog } from '../../../../shared/api/drugs/accountability';
import type { Database } from '../../../db/schema';
import type { Actor } from '../../../services/staff-write';
import { type FiledSignature, type SignedRecordFiling, fileSignedRecord } from '../../documents';
import type { FileService } from '../../study';

type Lines = SignedRecordFiling['lines'];
const cell = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) || '—' : '—';

function subjectLines(log: SubjectLog): Lines {
  const { subject } = log;
  return [
    { label: '受试者 Subject', value: `${cell(subject.subjectNumber)} ${cell(subject.initials)}` },
    { label: '发放 Dispensed', value: String(subject.dispensed) },
    { label: '回收 Returned', value: String(subject.returned) },
    { section: '发放记录 Dispensings' },
    ...log.dispensings.map((dispensing) => ({
      label: dispensing.dispensedOn,
      value: [
        cell(dispensing.visitName),
        dispensing.status,
        dispensing.lines
          .map((line) => `${line.kitNumber} ${line.productName} ${line.batchNumber} ×${line.quantity}`)
          .join('；'),
        dispensing.dispensedBy,
      ].join(' · '),
    })),
    { section: '回收记录 Returns' },
    ...log.returns.map((entry) => ({ label: '回收 Return', value: Object.values(entry).map(cell).join(' · ') })),
  ];
}

function batchLines(log: BatchLog): Lines {
  return [
    ...Object.entries(log.batch).map(([label, value]) => ({ label, value: cell(value) })),
    { section: '出入库记录 Movements' },
    ...log.movements.map((movement) => ({
      label: movement.at,
      value: [
        movement.movement,
        cell(movement.kitNumber),
        movement.warehouseName,
        `${movement.quantity}`,
        `= ${movement.balance}`,
        movement.createdBy,
      ].join(' · '),
    })),
  ];
}

export async function fileAccountabilityLog(
  trx: Transaction<Database>,
  files: FileService,
  filing: {
    projectId: number;
    logId: number;
    name: string;
    log: SubjectLog | BatchLog;
    signature: FiledSignature;
    actor: Actor;
  },
): Promise<void> {
  const { log } = filing;
  await fileSignedRecord(trx, files, {
    projectId: filing.projectId,
    folderCode: '10',
    kind: 'drugAccountability',
    source: { kind: 'accountabilityLog', id: filing.logId },
    title: `药品清点记录 ${filing.name}`,
    fileName: `drug-accountability-${filing.logId}`,
    lines: 'subject' in log ? subjectLines(log) : batchLines(log),
    signature: filing.signature,
    actor: filing.actor,
  });
}
