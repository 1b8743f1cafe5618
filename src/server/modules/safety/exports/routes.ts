/**
 * The safety lists' Excel exports (shared/api/safety/exports.ts): the rows each list answers
 * for the same filters, every page of them, as a typed sheet (lib/typed-sheet.ts). Each export
 * leaves one audit row naming the list, its filters and its row count (services/export-audit.ts).
 */
import type { FastifyInstance } from 'fastify';
import { LIST_EXPORT_MAX_ROWS } from '../../../../shared/api/contract/export-query';
import { AE_DICTIONARIES } from '../../../../shared/api/safety/ae';
import {
  aeExportEndpoint,
  conMedExportEndpoint,
  saeExportEndpoint,
  violationExportEndpoint,
} from '../../../../shared/api/safety/exports';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { auditExport } from '../../../services/export-audit';
import { checkExportSize, sendTypedSheet } from '../../../lib/typed-sheet';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { aeRowOf } from '../ae/ae-fields';
import { createAeRepository } from '../ae/repository';
import { createConMedRepository } from '../con-meds/repository';
import { publishedSafetyRules } from '../rules/published';
import { createSaeService } from '../sae/service';
import { createViolationRepository } from '../violations/repository';
import { type DictLabels, SAE_COLUMNS, VIOLATION_COLUMNS, aeColumns, conMedColumns } from './columns';

/** Each dictionary's key -> Chinese name. */
const dictLabels = (dictionaries: ReadonlyMap<string, readonly { key: string; value: string }[]>): DictLabels =>
  new Map([...dictionaries].map(([code, items]) => [code, new Map(items.map((item) => [item.key, item.value]))]));

/** Every row the list would page through, or a refusal when there are more than the cap. */
const allRows = { offset: 0, limit: LIST_EXPORT_MAX_ROWS } as const;

export async function safetyExportRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const aes = createAeRepository(db);

  registerEndpoint(
    app,
    aeExportEndpoint,
  )(async ({ params, query, request, reply }) => {
    const { rows, total } = await aes.list(params.projectId, { ...query, ...allRows });
    checkExportSize(total);
    const { projectId } = params;
    await auditExport(db, request, clock, {
      action: 'ae.export',
      entity: 'safety_ae',
      projectId,
      filters: query,
      rows: total,
    });
    const rules = await publishedSafetyRules(db, params.projectId);
    const dictionaries = await aes.dictionaries(Object.values(AE_DICTIONARIES));
    const labels = dictLabels(dictionaries);
    const listed = rows.map((row) => aeRowOf(row, rules));
    return sendTypedSheet(
      reply,
      { name: '不良事件', baseName: 'ae', columns: aeColumns(labels), rows: listed },
      clock(),
    );
  });

  registerEndpoint(
    app,
    saeExportEndpoint,
  )(async ({ params, query, request, reply }) => {
    const now = clock();
    const { rows, total } = await createSaeService(db).list(params.projectId, { ...query, ...allRows }, now);
    checkExportSize(total);
    const { projectId } = params;
    await auditExport(db, request, clock, {
      action: 'sae.export',
      entity: 'safety_sae',
      projectId,
      filters: query,
      rows: total,
    });
    return sendTypedSheet(reply, { name: '严重不良事件', baseName: 'sae', columns: SAE_COLUMNS, rows }, now);
  });

  registerEndpoint(
    app,
    conMedExportEndpoint,
  )(async ({ params, query, request, reply }) => {
    const conMeds = createConMedRepository(db);
    const { rows, total } = await conMeds.list(params.projectId, { ...query, ...allRows });
    checkExportSize(total);
    const { projectId } = params;
    const entry = { action: 'conMed.export', entity: 'safety_con_med', projectId, filters: query, rows: total };
    await auditExport(db, request, clock, entry);
    const labels = dictLabels(await conMeds.dictionaries());
    const sheet = { name: '合并用药', baseName: 'con-meds', columns: conMedColumns(labels), rows };
    return sendTypedSheet(reply, sheet, clock());
  });

  registerEndpoint(
    app,
    violationExportEndpoint,
  )(async ({ params, query, request, reply }) => {
    const { rows, total } = await createViolationRepository(db).list(params.projectId, { ...query, ...allRows });
    checkExportSize(total);
    const { projectId } = params;
    const entry = { action: 'violation.export', entity: 'safety_violation', projectId, filters: query, rows: total };
    await auditExport(db, request, clock, entry);
    const sheet = { name: '方案偏离', baseName: 'deviations', columns: VIOLATION_COLUMNS, rows };
    return sendTypedSheet(reply, sheet, clock());
  });
}
