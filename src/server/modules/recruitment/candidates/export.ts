/**
 * The candidate worklist's Excel export (shared/api/recruitment/candidate-export.ts): the
 * rows the list answers for the same filters, every page of them, masked as the list masks
 * them; the sealed columns are never opened here. Leaves an audit row: who took candidates'
 * data out, with which filters, how many rows.
 */
import type { FastifyInstance } from 'fastify';
import { LIST_EXPORT_MAX_ROWS } from '../../../../shared/api/contract/export-query';
import { patientExportEndpoint } from '../../../../shared/api/recruitment/candidate-export';
import type { PatientRow } from '../../../../shared/api/recruitment/candidates';
import { dictEntryLabel } from '../../../../shared/domain/labels';
import { PATIENT_SOURCE, RECRUIT_RESULT, RECRUITED_SUBJECT_STATUS } from '../../../../shared/domain/study';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { auditExport } from '../../../services/export-audit';
import { type SheetColumn, checkExportSize, sendTypedSheet } from '../../../lib/typed-sheet';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createPatientService } from './service';
import { createRematch } from './rematch';

const SEX_LABELS: Record<string, string> = { male: '男', female: '女' };

export const CANDIDATE_COLUMNS: SheetColumn<PatientRow>[] = [
  { header: '姓名', type: 'text', value: (row) => row.maskedName },
  { header: '手机号', type: 'text', value: (row) => row.maskedPhone },
  { header: '性别', type: 'text', value: (row) => (row.sex ? SEX_LABELS[row.sex] : '') },
  { header: '年龄', type: 'number', value: (row) => row.age },
  { header: '来源', type: 'text', value: (row) => dictEntryLabel(PATIENT_SOURCE, row.source, 'zh-CN') },
  {
    header: '匹配结果',
    type: 'text',
    value: (row) => dictEntryLabel(RECRUITED_SUBJECT_STATUS, row.matchStatus, 'zh-CN'),
  },
  { header: '推荐', type: 'text', value: (row) => (row.suggested ? '是' : '否') },
  { header: '联系结果', type: 'text', value: (row) => dictEntryLabel(RECRUIT_RESULT, row.recruitResult, 'zh-CN') },
  { header: '联系次数', type: 'number', value: (row) => row.contactCount },
  { header: '最近联系', type: 'instant', value: (row) => row.lastContactAt },
  { header: '下次随访', type: 'day', value: (row) => row.nextFollowUp },
  { header: '已入组', type: 'text', value: (row) => (row.subjectId === null ? '否' : '是') },
];

export async function patientExportRoutes(app: FastifyInstance, { db, clock, patientCipher }: StaffRoutesOptions) {
  const service = createPatientService(db, patientCipher, createRematch(db));

  registerEndpoint(
    app,
    patientExportEndpoint,
  )(async ({ params, query, request, reply }) => {
    const now = clock();
    const listQuery = { ...query, projectId: params.projectId, offset: 0, limit: LIST_EXPORT_MAX_ROWS };
    const { rows, total } = await service.list(listQuery, now);
    checkExportSize(total);
    const { projectId } = params;
    await auditExport(db, request, clock, {
      action: 'patient.export',
      entity: 'recruitPatient',
      projectId,
      filters: query,
      rows: total,
    });
    return sendTypedSheet(reply, { name: '候选患者', baseName: 'candidates', columns: CANDIDATE_COLUMNS, rows }, now);
  });
}
