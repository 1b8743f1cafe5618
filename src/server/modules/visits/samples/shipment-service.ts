/**
 * Shipment writes: one transaction each, with the version check, the custody rows of every
 * sample that moves and the audit rows (entity 'sample_shipment': sampleShipment.create,
 * sampleShipment.ship, sampleShipment.receive, sampleShipment.temperature; and 'sample'
 * rows for the samples' ship and receive moves).
 *
 * Packing takes stored samples not already in a shipment; shipping moves them from stored to
 * shipped (they stay in their box positions: the box travels); receipt moves the shipped ones
 * to received and frees their positions. A sample destroyed on the way stays destroyed.
 */
import type {
  ShipmentCreateBody,
  ShipmentRefBody,
  ShipmentTemperatureBody,
} from '../../../../shared/api/visits/sample-boxes';
import { type SampleStatus, type ShipmentStatus, positionName } from '../../../../shared/domain/visits/samples';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { createSampleRepository } from './repository';
import { type Trx, noSample, recordMove, wrongStatus } from './service';
import { createShipmentRepository } from './shipment-repository';

export const SHIPMENT_ENTITY = 'sample_shipment';

const noShipment = () => notFound({ 'zh-CN': '寄送批次不存在', en: 'No such shipment' });

function wrongShipmentStatus(status: ShipmentStatus) {
  const text = {
    draft: { 'zh-CN': '该批次尚未寄出', en: 'The shipment has not been sent' },
    shipped: { 'zh-CN': '该批次已寄出', en: 'The shipment has already been sent' },
    received: { 'zh-CN': '该批次已签收', en: 'The shipment has already been received' },
  } as const;
  return badRequest(text[status]);
}

async function shipmentAt(trx: Trx, body: ShipmentRefBody, expected: ShipmentStatus) {
  const shipment = await createShipmentRepository(trx).byId(body.projectId, body.id);
  if (!shipment) throw noShipment();
  if (shipment.version !== body.version) throw staleVersion();
  if (shipment.status !== expected) throw wrongShipmentStatus(shipment.status as ShipmentStatus);
  return shipment;
}

export function createShipmentService(db: Db) {
  async function pack(trx: Trx, body: ShipmentCreateBody) {
    const repo = createShipmentRepository(trx);
    if (body.boxIds.length === 0 && body.sampleIds.length === 0)
      throw fieldProblem('sampleIds', { 'zh-CN': '请选择样本盒或样本', en: 'Choose boxes or samples' });
    if (body.boxIds.length > 0 && (await repo.boxesOf(body.projectId, body.boxIds)).length !== body.boxIds.length)
      throw fieldProblem('boxIds', { 'zh-CN': '有样本盒不属于本项目', en: 'A box is not of this project' });
    const samples = await repo.candidates(body.projectId, body.boxIds, body.sampleIds);
    const found = new Set(samples.map((sample) => sample.id));
    if (body.sampleIds.some((id) => !found.has(id))) throw noSample();
    const unfit = samples.find((sample) => sample.status !== 'stored' || sample.shipmentId !== null);
    if (unfit)
      throw badRequest({
        'zh-CN': `样本 ${unfit.sampleCode} 不是在库待寄送状态`,
        en: `Sample ${unfit.sampleCode} is not stored and free to ship`,
      });
    if (samples.length === 0)
      throw fieldProblem('boxIds', { 'zh-CN': '所选样本盒中没有在库样本', en: 'The boxes hold no stored samples' });
    return samples;
  }

  return {
    async create(body: ShipmentCreateBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createShipmentRepository(trx);
        const code = body.code.trim();
        if (await repo.codeTaken(body.projectId, code))
          throw fieldProblem('code', {
            'zh-CN': '本项目已有该寄送单号',
            en: 'The project has a shipment with that code',
          });
        const samples = await pack(trx, body);
        const now = isoTime(actor.at);
        const fields = { code, destination: body.destination.trim(), courier: cleanText(body.courier) };
        const id = await repo.insert({
          projectId: body.projectId,
          ...fields,
          status: 'draft',
          shippedAt: null,
          shippedBy: null,
          receivedAt: null,
          receivedBy: null,
          createdBy: actor.actorName,
          createdAt: now,
          updatedAt: now,
        });
        const samplesRepo = createSampleRepository(trx);
        for (const sample of samples) {
          if (!(await samplesRepo.update(sample.id, sample.version, { shipmentId: id }, now))) throw staleVersion();
        }
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'sampleShipment.create',
          entity: SHIPMENT_ENTITY,
          entityId: id,
          after: { projectId: body.projectId, ...fields, samples: samples.map((sample) => sample.sampleCode) },
        });
        return { id, version: 1 };
      });
    },

    async ship(body: ShipmentRefBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const shipment = await shipmentAt(trx, body, 'draft');
        const now = isoTime(actor.at);
        const samples = await createShipmentRepository(trx).samplesIn(shipment.id);
        const samplesRepo = createSampleRepository(trx);
        for (const sample of samples) {
          if (sample.status !== 'stored') throw wrongStatus(sample.status as SampleStatus, 'ship');
          if (!(await samplesRepo.update(sample.id, sample.version, { status: 'shipped' }, now))) throw staleVersion();
          const position =
            sample.boxLabel && sample.positionRow && sample.positionCol
              ? `${sample.boxLabel} ${positionName(sample.positionRow, sample.positionCol)}`
              : null;
          const move = { sampleId: sample.id, step: 'ship' as const, from: 'stored' as const, to: 'shipped' as const };
          await recordMove(
            trx,
            actor,
            { ...move, boxId: sample.boxId, position, shipmentId: shipment.id },
            {
              shipment: shipment.code,
            },
          );
        }
        const changes = { status: 'shipped', shippedAt: now, shippedBy: actor.actorName };
        if (!(await createShipmentRepository(trx).update(shipment.id, shipment.version, changes, now)))
          throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'sampleShipment.ship',
          entity: SHIPMENT_ENTITY,
          entityId: shipment.id,
          before: { status: 'draft' },
          after: { status: 'shipped', samples: samples.length },
        });
        return { id: shipment.id, version: shipment.version + 1 };
      });
    },

    async receive(body: ShipmentRefBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const shipment = await shipmentAt(trx, body, 'shipped');
        const now = isoTime(actor.at);
        const samples = await createShipmentRepository(trx).samplesIn(shipment.id);
        const samplesRepo = createSampleRepository(trx);
        let received = 0;
        for (const sample of samples.filter((row) => row.status === 'shipped')) {
          const changes = { status: 'received', boxId: null, positionRow: null, positionCol: null };
          if (!(await samplesRepo.update(sample.id, sample.version, changes, now))) throw staleVersion();
          const move = {
            sampleId: sample.id,
            step: 'receive' as const,
            from: 'shipped' as const,
            to: 'received' as const,
          };
          await recordMove(trx, actor, { ...move, shipmentId: shipment.id }, { shipment: shipment.code });
          received += 1;
        }
        const changes = { status: 'received', receivedAt: now, receivedBy: actor.actorName };
        if (!(await createShipmentRepository(trx).update(shipment.id, shipment.version, changes, now)))
          throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'sampleShipment.receive',
          entity: SHIPMENT_ENTITY,
          entityId: shipment.id,
          before: { status: 'shipped' },
          after: { status: 'received', samples: received },
        });
        return { id: shipment.id, version: shipment.version + 1 };
      });
    },

    async temperature(body: ShipmentTemperatureBody, actor: Actor): Promise<{ id: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createShipmentRepository(trx);
        const shipment = await repo.byId(body.projectId, body.id);
        if (!shipment) throw noShipment();
        if (shipment.status === 'draft') throw wrongShipmentStatus('draft');
        const readAt = Date.parse(body.readAt);
        if (readAt > actor.at)
          throw fieldProblem('readAt', { 'zh-CN': '时间不能晚于现在', en: 'Cannot be in the future' });
        const tenthsCelsius = Math.round(body.celsius * 10);
        const now = isoTime(actor.at);
        const row = { shipmentId: shipment.id, readAt: isoTime(readAt), tenthsCelsius, recordedBy: actor.actorName };
        const id = await repo.addTemperature({ ...row, recordedAt: now });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'sampleShipment.temperature',
          entity: SHIPMENT_ENTITY,
          entityId: shipment.id,
          after: { readAt: row.readAt, celsius: tenthsCelsius / 10 },
        });
        return { id };
      });
    },
  };
}
