/** Biological samples, boxes and shipments (/api/trial/sample): thin handlers; access is declared. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { LIST_EXPORT_MAX_ROWS } from '../../../../shared/api/contract/export-query';
import {
  sampleBoxListEndpoint,
  sampleBoxMapEndpoint,
  sampleBoxSaveEndpoint,
  shipmentCreateEndpoint,
  shipmentDetailEndpoint,
  shipmentListEndpoint,
  shipmentReceiveEndpoint,
  shipmentShipEndpoint,
  shipmentTemperatureEndpoint,
} from '../../../../shared/api/visits/sample-boxes';
import {
  sampleByCodeEndpoint,
  sampleCollectEndpoint,
  sampleCustodyEndpoint,
  sampleExportEndpoint,
  sampleListEndpoint,
  samplePlaceEndpoint,
  sampleStatusEndpoint,
  sampleVisitsEndpoint,
} from '../../../../shared/api/visits/samples';
import type { CustodyAction, SampleStatus, ShipmentStatus } from '../../../../shared/domain/visits/samples';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { checkExportSize, sendTypedSheet } from '../../../lib/typed-sheet';
import { auditExport } from '../../../services/export-audit';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createBoxRepository } from './box-repository';
import { createBoxService } from './box-service';
import { createSampleRepository } from './repository';
import { SAMPLE_COLUMNS } from './sample-export';
import { createSampleService, noSample } from './service';
import { createShipmentRepository } from './shipment-repository';
import { createShipmentService } from './shipment-service';

const ok = ResponseCode.ok;
const noBox = () => notFound({ 'zh-CN': '样本盒不存在', en: 'No such box' });

export async function sampleRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const samples = createSampleRepository(db);
  const boxes = createBoxRepository(db);
  const shipments = createShipmentRepository(db);
  const service = createSampleService(db);
  const boxService = createBoxService(db);
  const shipmentService = createShipmentService(db);

  registerEndpoint(
    app,
    sampleListEndpoint,
  )(async ({ params, query }) => {
    const { offset = 0, limit = 20, ...filter } = query;
    return { isOk: true, code: ok, ...(await samples.page(params.projectId, filter, { offset, limit })) };
  });

  registerEndpoint(
    app,
    sampleExportEndpoint,
  )(async ({ params, query, request, reply }) => {
    const rows = await samples.all(params.projectId, query, LIST_EXPORT_MAX_ROWS + 1);
    checkExportSize(rows.length);
    const entry = { action: 'sample.export', entity: 'sample', projectId: params.projectId, filters: query };
    await auditExport(db, request, clock, { ...entry, rows: rows.length });
    return sendTypedSheet(reply, { name: '样本清单', baseName: 'samples', columns: SAMPLE_COLUMNS, rows }, clock());
  });

  registerEndpoint(
    app,
    sampleByCodeEndpoint,
  )(async ({ params }) => {
    const sample = await samples.byCode(params.projectId, params.sampleCode);
    if (!sample) throw noSample();
    return { isOk: true, code: ok, data: sample };
  });

  registerEndpoint(
    app,
    sampleCustodyEndpoint,
  )(async ({ params }) => {
    if (!(await samples.byId(params.projectId, params.id))) throw noSample();
    const rows = await samples.custody(params.id);
    const data = rows.map((row) => ({
      ...row,
      action: row.action as CustodyAction,
      toStatus: row.toStatus as SampleStatus,
    }));
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    sampleVisitsEndpoint,
  )(async ({ params }) => {
    const rows = await samples.sampleVisits(params.projectId);
    return { isOk: true, code: ok, data: rows.map((row) => ({ ...row, samples: Number(row.samples ?? 0) })) };
  });

  registerEndpoint(
    app,
    sampleCollectEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.collect(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    sampleStatusEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.status(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    samplePlaceEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.place(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    sampleBoxListEndpoint,
  )(async ({ params }) => ({
    isOk: true,
    code: ok,
    data: await boxes.list(params.projectId),
  }));

  registerEndpoint(
    app,
    sampleBoxMapEndpoint,
  )(async ({ params }) => {
    const box = await boxes.byId(params.projectId, params.id);
    if (!box) throw noBox();
    const inBox = await samples.all(params.projectId, { boxId: box.id }, box.gridRows * box.gridCols);
    return { isOk: true, code: ok, data: { box, samples: inBox } };
  });

  registerEndpoint(
    app,
    sampleBoxSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await boxService.save(body, actorOf(request, clock)),
  }));

  const asShipment = <R extends { status: string }>(row: R) => ({ ...row, status: row.status as ShipmentStatus });

  registerEndpoint(
    app,
    shipmentListEndpoint,
  )(async ({ params }) => ({
    isOk: true,
    code: ok,
    data: (await shipments.list(params.projectId)).map(asShipment),
  }));

  registerEndpoint(
    app,
    shipmentDetailEndpoint,
  )(async ({ params }) => {
    const shipment = await shipments.byId(params.projectId, params.id);
    if (!shipment) throw notFound({ 'zh-CN': '寄送批次不存在', en: 'No such shipment' });
    const inShipment = await samples.all(params.projectId, { shipmentId: shipment.id }, 1000);
    const temperatures = await shipments.temperatures(shipment.id);
    return { isOk: true, code: ok, data: { shipment: asShipment(shipment), samples: inShipment, temperatures } };
  });

  registerEndpoint(
    app,
    shipmentCreateEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await shipmentService.create(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    shipmentShipEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await shipmentService.ship(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    shipmentReceiveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await shipmentService.receive(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    shipmentTemperatureEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await shipmentService.temperature(body, actorOf(request, clock)),
  }));
}
