/** Biological samples, their boxes, custody and shipments (migration 060). */
import type { Generated } from 'kysely';

export interface SampleBoxTable {
  id: Generated<number>;
  projectId: number;
  label: string;
  freezer: string;
  rack: string | null;
  shelf: string | null;
  gridRows: number;
  gridCols: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface SampleTable {
  id: Generated<number>;
  projectId: number;
  sampleCode: string;
  subjectId: number;
  subjectVisitId: number | null;
  /** shared/domain/visits/samples.ts SAMPLE_TYPES */
  sampleType: string;
  collectedAt: string;
  collectedBy: string;
  /** shared/domain/visits/samples.ts SAMPLE_STATUSES */
  status: string;
  boxId: number | null;
  positionRow: number | null;
  positionCol: number | null;
  shipmentId: number | null;
  note: string | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** One move of a sample's chain of custody; never changed. */
export interface SampleCustodyTable {
  id: Generated<number>;
  sampleId: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  boxId: number | null;
  /** The position after the move, as 'A1', with the box's label: 'BOX-01 A1'. */
  position: string | null;
  shipmentId: number | null;
  note: string | null;
  actorName: string;
  at: string;
}

export interface SampleShipmentTable {
  id: Generated<number>;
  projectId: number;
  code: string;
  destination: string;
  courier: string | null;
  /** shared/domain/visits/samples.ts SHIPMENT_STATUSES */
  status: string;
  shippedAt: string | null;
  shippedBy: string | null;
  receivedAt: string | null;
  receivedBy: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface SampleTemperatureTable {
  id: Generated<number>;
  shipmentId: number;
  readAt: string;
  tenthsCelsius: number;
  recordedBy: string;
  recordedAt: string;
}

export interface SampleTables {
  sampleBox: SampleBoxTable;
  sample: SampleTable;
  sampleCustody: SampleCustodyTable;
  sampleShipment: SampleShipmentTable;
  sampleTemperature: SampleTemperatureTable;
}
