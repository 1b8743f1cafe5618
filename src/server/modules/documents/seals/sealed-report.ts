/**
 * The sealed summary report filed into the project's binder when its seal is approved, in the
 * deciding transaction (filing/file-signed-record.ts): the report's facts, the version's file
 * hash, the approval chain (each step's signer, meaning, time and content hash) and the
 * institution's seal text as the record's stamp. Filed in folder '12' (往来函件, correspondence:
 * the standard binder has no folder of its own for summary reports, and the sealed report is
 * what the institution sends out), one document per application.
 */
import type { Transaction } from 'kysely';
import {
  INSTITUTION_SEAL_TEXT,
  REPORT_SEAL_KIND_TEXT,
  REPORT_SEAL_RECORD_KIND,
  type ReportSealKind,
} from '../../../../shared/domain/documents/report-seals';
import { formatHospitalTime } from '../../../../shared/domain/hospital-time';
import type { Database } from '../../../db/schema';
import type { Actor } from '../../../services/staff-write';
import type { FileService } from '../../study';
import { decisionSignatures } from '../../work';
import { type FiledVersion, fileSignedRecord } from '../filing/file-signed-record';
import type { RecordLine } from '../filing/record-pdf';
import { createReportSealRepository } from './repository';

type SealRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createReportSealRepository>['byId']>>>;

/** The binder folder the sealed reports are filed in. */
export const SEALED_REPORT_FOLDER = '12';

const printedTime = (iso: string) => formatHospitalTime(Date.parse(iso), 'YYYY-MM-DD HH:mm:ss');

/** Files the sealed report of `row`, approved by `instanceId`'s signed steps; null when the binder takes none. */
export async function fileSealedReport(
  trx: Transaction<Database>,
  files: FileService,
  row: SealRow,
  instanceId: number,
  actor: Actor,
): Promise<FiledVersion | null> {
  const project = await createReportSealRepository(trx).projectLabel(row.projectId);
  const kind = REPORT_SEAL_KIND_TEXT[row.kind as ReportSealKind];
  const chain = (await decisionSignatures(trx, REPORT_SEAL_RECORD_KIND, row.id)).filter(
    (signature) => signature.instanceId === instanceId,
  );
  const lines: RecordLine[] = [
    { label: '项目 Project', value: `${project.name}（${project.projectNo ?? '—'}）` },
    { label: '报告类型 Report', value: `${kind['zh-CN']} ${kind.en}` },
    { label: '报告文件 Document', value: `${row.title} v${row.number}（${row.fileName}）` },
    { label: '文件编号 Document id', value: `${row.documentId} / v${row.number}` },
    { label: '文件哈希 File SHA-256', value: row.checksum },
    { label: '报告期间 Period', value: `${row.periodFrom} — ${row.periodTo}` },
    { label: '说明 Notes', value: row.notes ?? '—' },
    { label: '申请人 Applicant', value: row.applicantName },
    { label: '提交时间 Submitted at', value: row.submittedAt ? printedTime(row.submittedAt) : '—' },
    { section: '审批签名 Approval signatures' },
    ...chain.flatMap((signature): RecordLine[] => [
      { label: `${signature.stepName} 签署人 Signer`, value: signature.signerName },
      { label: '签署含义 Meaning', value: signature.meaningText },
      { label: '签署时间 Signed at', value: printedTime(signature.signedAt) },
      { label: '内容哈希 Content SHA-256', value: signature.contentHash },
    ]),
    { section: '机构盖章 Institution seal' },
    { label: '印章 Seal', value: `【${INSTITUTION_SEAL_TEXT}】` },
    { label: '盖章时间 Sealed at', value: formatHospitalTime(actor.at, 'YYYY-MM-DD HH:mm:ss') },
  ];
  return fileSignedRecord(trx, files, {
    projectId: row.projectId,
    folderCode: SEALED_REPORT_FOLDER,
    kind: 'other',
    source: { kind: 'reportSeal', id: row.id },
    title: `${kind['zh-CN']}（盖章）${row.title}`,
    fileName: `report-seal-${row.id}-v${row.number}`,
    lines,
    signature: null,
    note: `${INSTITUTION_SEAL_TEXT} · ${row.title} v${row.number}`,
    actor,
  });
}
