/**
 * Generates the delegation log and files it in the binder (issue 29 item 5): the team's rows
 * (delegation-log.ts) as an Excel workbook (the folder takes PDF and Office files), filed
 * through the binder's own upload (scanned, stored under its SHA-256, the document and version
 * rows and their audit row, 'document.upload' the first time and 'document.revise' after, in
 * one transaction) as an effective version that supersedes the one before. The version's note
 * carries the content hash: when the newest version already has it, nothing is filed.
 */
import ExcelJS from 'exceljs';
import type { DelegationLogResult } from '../../../../shared/api/documents/delegation';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { type SheetColumn, addTypedSheet } from '../../../lib/typed-sheet';
import type { Actor } from '../../../services/staff-write';
import type { FileService } from '../../study';
import { createDocumentService } from '../binder/service';
import type { VirusScanner } from '../virus-scan';
import { type DelegationRow, delegationHash, delegationNote, delegationRows, hashInNote } from './delegation-log';
import { createDelegationRepository } from './repository';

/** The generated document's title in every binder. */
export const DELEGATION_TITLE = '授权分工表 Delegation log';

const COLUMNS: SheetColumn<DelegationRow>[] = [
  { header: '姓名 Name', type: 'text', value: (row) => row.name },
  { header: '账号 User', type: 'text', value: (row) => row.userName },
  { header: '项目角色 Roles', type: 'text', value: (row) => row.roles },
  { header: '授权职责 Delegated duties', type: 'text', value: (row) => row.duties },
  { header: '开始日期 Start', type: 'day', value: (row) => row.startOn },
  { header: '结束日期 End', type: 'day', value: (row) => row.endOn },
  { header: '签名 Signature', type: 'text', value: () => null },
  { header: 'PI 签名 PI initials', type: 'text', value: () => null },
];

async function workbookOf(projectName: string, rows: DelegationRow[], day: string, hash: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addTypedSheet(workbook, '授权分工表', COLUMNS, rows);
  const about = workbook.addWorksheet('说明');
  about.addRows([
    ['项目 Project', projectName],
    ['生成日期 Generated', day],
    ['内容 SHA-256', hash],
    ['说明 Note', '由系统根据项目成员及其角色生成；签名栏供打印后手签。'],
  ]);
  about.getColumn(1).width = 18;
  about.getColumn(2).width = 80;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function createDelegationService(options: { db: Db; files: FileService; scanner: VirusScanner }) {
  const repo = createDelegationRepository(options.db);
  const documents = createDocumentService(options);

  return {
    async generate(projectId: number, actor: Actor): Promise<DelegationLogResult> {
      const projectName = await repo.projectName(projectId);
      if (projectName === undefined) throw notFound({ 'zh-CN': '项目不存在', en: 'No such project' });
      const folder = await repo.folder(projectId);
      if (!folder)
        throw badRequest({
          'zh-CN': '研究文件夹中没有授权分工表目录（05）',
          en: 'The binder has no delegation-log folder (05)',
        });
      const changes = await repo.changes(projectId);
      const people = await repo.people(projectId, [...new Set(changes.map((change) => change.userId))]);
      const rows = delegationRows(people, changes);
      const hash = delegationHash(projectName, rows);
      const existing = await repo.document(projectId, folder.id, DELEGATION_TITLE);
      if (existing?.newest && hashInNote(existing.newest.note) === hash)
        return { outcome: 'unchanged', documentId: existing.id, number: existing.newest.number, members: rows.length };

      const day = hospitalDay(actor.at);
      const bytes = await workbookOf(projectName, rows, day, hash);
      const upload = {
        name: `授权分工表-${day}.xlsx`,
        status: 'effective' as const,
        effectiveOn: day,
        note: delegationNote(hash),
      };
      const filed = existing
        ? await documents.uploadVersion(
            projectId,
            { ...upload, documentId: existing.id, version: existing.version },
            bytes,
            actor,
          )
        : await documents.create(
            projectId,
            { ...upload, folderId: folder.id, title: DELEGATION_TITLE, kind: 'delegationLog' },
            bytes,
            actor,
          );
      return { outcome: 'filed', documentId: filed.documentId, number: filed.number, members: rows.length };
    },
  };
}
