/**
 * Sample writes (SUITE.md 'Writes'): each one transaction that checks the version and the
 * chain-of-custody machine (shared/domain/visits/samples.ts), applies the move, appends one
 * custody row (who, when, from and to, the position) and the audit row (entity 'sample':
 * sample.collect, sample.process, sample.destroy, sample.store, sample.move, sample.takeOut).
 * A position holds one sample: a taken one is refused, and the unique index backs it.
 */
import type { SampleCollectBody, SamplePlaceBody, SampleStatusBody } from '../../../../shared/api/visits/samples';
import {
  type CustodyAction,
  SAMPLE_MOVES,
  SAMPLE_STATUS_LABELS,
  type SampleMoveName,
  type SampleStatus,
  canMove,
  positionName,
} from '../../../../shared/domain/visits/samples';
import type { Transaction } from 'kysely';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { SampleTable } from '../../../db/schema/samples';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { createBoxRepository } from './box-repository';
import { createSampleRepository } from './repository';

export const SAMPLE_ENTITY = 'sample';

export type Trx = Transaction<Database>;

export const noSample = () => notFound({ 'zh-CN': '样本不存在', en: 'No such sample' });

/** The refusal of a move the sample's status does not allow. */
export function wrongStatus(status: SampleStatus, move: SampleMoveName) {
  const label = SAMPLE_STATUS_LABELS[status];
  return badRequest({
    'zh-CN': `样本当前状态为“${label['zh-CN']}”，不能执行此操作`,
    en: `The sample is ${label.en.toLowerCase()}; this move is not allowed (${move})`,
  });
}

interface MoveRecord {
  sampleId: number;
  /** The custody action: collect or a move of SAMPLE_MOVES. */
  step: CustodyAction;
  from: SampleStatus | null;
  to: SampleStatus;
  boxId?: number | null;
  position?: string | null;
  shipmentId?: number | null;
  note?: string | null;
}

/** Appends the custody row and the audit row of one move. */
export async function recordMove(trx: Trx, actor: Actor, move: MoveRecord, after: object): Promise<void> {
  await createSampleRepository(trx).addCustody({
    sampleId: move.sampleId,
    action: move.step,
    fromStatus: move.from,
    toStatus: move.to,
    boxId: move.boxId ?? null,
    position: move.position ?? null,
    shipmentId: move.shipmentId ?? null,
    note: move.note ?? null,
    actorName: actor.actorName,
    at: isoTime(actor.at),
  });
  await appendAudit(trx, {
    ...auditActor(actor),
    action: `sample.${move.step}`,
    entity: SAMPLE_ENTITY,
    entityId: move.sampleId,
    before: move.from === null ? undefined : { status: move.from },
    after: { status: move.to, ...after },
  });
}

async function freePosition(trx: Trx, projectId: number, body: SamplePlaceBody) {
  const { boxId, row, col } = body;
  if (boxId === undefined) throw fieldProblem('boxId', { 'zh-CN': '请选择样本盒', en: 'Choose a box' });
  if (row === undefined || col === undefined)
    throw fieldProblem('row', { 'zh-CN': '请选择盒内位置', en: 'Choose a position in the box' });
  const box = await createBoxRepository(trx).byId(projectId, boxId);
  if (!box) throw notFound({ 'zh-CN': '样本盒不存在', en: 'No such box' });
  if (row > box.gridRows || col > box.gridCols)
    throw fieldProblem('row', { 'zh-CN': '位置超出样本盒范围', en: 'The position is outside the box' });
  const holder = await createSampleRepository(trx).positionHolder(boxId, row, col);
  if (holder) {
    const where = `${box.label} ${positionName(row, col)}`;
    throw badRequest({
      'zh-CN': `${where} 已放有样本 ${holder.sampleCode}`,
      en: `${where} already holds sample ${holder.sampleCode}`,
    });
  }
  return { boxId, row, col, position: `${box.label} ${positionName(row, col)}` };
}

export function createSampleService(db: Db) {
  async function current(trx: Trx, projectId: number, id: number, version: number, move: SampleMoveName) {
    const sample = await createSampleRepository(trx).byId(projectId, id);
    if (!sample) throw noSample();
    if (sample.version !== version) throw staleVersion();
    if (!canMove(sample.status, move)) throw wrongStatus(sample.status, move);
    return sample;
  }

  return {
    async collect(body: SampleCollectBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createSampleRepository(trx);
        const subject = await repo.subjectOf(body.projectId, body.subjectId);
        if (!subject)
          throw fieldProblem('subjectId', { 'zh-CN': '本项目没有该受试者', en: 'No such subject in the project' });
        if (body.subjectVisitId !== undefined && !(await repo.visitOf(subject.id, body.subjectVisitId)))
          throw fieldProblem('subjectVisitId', { 'zh-CN': '该受试者没有此访视', en: 'The subject has no such visit' });
        const collectedAt = Date.parse(body.collectedAt);
        if (collectedAt > actor.at)
          throw fieldProblem('collectedAt', { 'zh-CN': '采集时间不能晚于现在', en: 'Cannot be in the future' });
        if (await repo.codeTaken(body.projectId, body.sampleCode))
          throw fieldProblem('sampleCode', {
            'zh-CN': '本项目已有该样本编号',
            en: 'The project has a sample with that code',
          });
        const now = isoTime(actor.at);
        const values: Omit<SampleTable, 'id' | 'version'> = {
          projectId: body.projectId,
          sampleCode: body.sampleCode,
          subjectId: subject.id,
          subjectVisitId: body.subjectVisitId ?? null,
          sampleType: body.sampleType,
          collectedAt: isoTime(collectedAt),
          collectedBy: actor.actorName,
          status: 'collected',
          boxId: null,
          positionRow: null,
          positionCol: null,
          shipmentId: null,
          note: cleanText(body.note),
          createdAt: now,
          updatedAt: now,
        };
        const id = await repo.insert(values);
        const { sampleCode, subjectVisitId, sampleType } = values;
        await recordMove(
          trx,
          actor,
          { sampleId: id, step: 'collect', from: null, to: 'collected', note: values.note },
          {
            projectId: body.projectId,
            sampleCode,
            subjectNumber: subject.subjectNumber,
            subjectVisitId,
            sampleType,
            collectedAt: values.collectedAt,
          },
        );
        return { id, version: 1 };
      });
    },

    async status(body: SampleStatusBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const sample = await current(trx, body.projectId, body.id, body.version, body.move);
        const to = SAMPLE_MOVES[body.move].to;
        const changes: Partial<SampleTable> =
          to === 'destroyed' ? { status: to, boxId: null, positionRow: null, positionCol: null } : { status: to };
        if (!(await createSampleRepository(trx).update(sample.id, sample.version, changes, isoTime(actor.at))))
          throw staleVersion();
        const note = cleanText(body.note);
        const move = { sampleId: sample.id, step: body.move, from: sample.status, to, note };
        await recordMove(trx, actor, move, { projectId: body.projectId, sampleCode: sample.sampleCode, note });
        return { id: sample.id, version: sample.version + 1 };
      });
    },

    async place(body: SamplePlaceBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const sample = await current(trx, body.projectId, body.id, body.version, body.move);
        const to = SAMPLE_MOVES[body.move].to;
        const target = body.move === 'takeOut' ? null : await freePosition(trx, body.projectId, body);
        const changes: Partial<SampleTable> = {
          status: to,
          boxId: target?.boxId ?? null,
          positionRow: target?.row ?? null,
          positionCol: target?.col ?? null,
        };
        if (!(await createSampleRepository(trx).update(sample.id, sample.version, changes, isoTime(actor.at))))
          throw staleVersion();
        const note = cleanText(body.note);
        const position = target?.position ?? null;
        const move = {
          sampleId: sample.id,
          step: body.move,
          from: sample.status,
          to,
          boxId: target?.boxId,
          position,
          note,
        };
        const was =
          sample.boxLabel && sample.positionRow && sample.positionCol
            ? `${sample.boxLabel} ${positionName(sample.positionRow, sample.positionCol)}`
            : null;
        await recordMove(trx, actor, move, {
          projectId: body.projectId,
          sampleCode: sample.sampleCode,
          from: was,
          position,
        });
        return { id: sample.id, version: sample.version + 1 };
      });
    },
  };
}
