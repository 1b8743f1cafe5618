/**
 * Drug supply (drugs area, migrations 033 and 034). Temperatures are integer tenths of a
 * degree Celsius; quantities count packs unless named units; days are 'YYYY-MM-DD', times
 * ISO 8601 UTC. Codes (kind, state, status, movement) are defined in shared/domain/drugs.
 */
import type { Generated } from 'kysely';

interface Bookkeeping {
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface DrugSettingTable {
  projectId: number;
  /** TrialDrugManagement: 'centralPharmacy' | 'departmentPharmacy'. */
  management: Generated<string>;
  expiryWarningDays: Generated<number>;
  /** 1: a pack is given only against a published prescription. */
  needsPrescription: Generated<number>;
  updatedBy: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface DrugWarehouseTable extends Bookkeeping {
  id: Generated<number>;
  /** 'central' | 'department'. */
  kind: string;
  name: string;
  department: string | null;
  location: string | null;
  active: Generated<number>;
}

export interface DrugProductTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  code: string;
  name: string;
  specification: string;
  dosageForm: string;
  /** What one pack is called (盒, 瓶, 支). */
  packUnit: string;
  /** Dose units (tablets, vials) in one pack, for compliance. */
  unitsPerPack: number;
  storageMinTenths: number;
  storageMaxTenths: number;
  storageNote: string | null;
  blinded: Generated<number>;
}

export interface DrugArmTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  code: string;
  name: string;
  description: string | null;
}

export interface DrugDosageTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  armId: number;
  productId: number;
  packsPerVisit: number;
  /** Dose units a subject of the arm takes a day (compliance's expectation). */
  dailyUnits: number;
  note: string | null;
}

export interface DrugDeliveryTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  /** 'sponsor' | 'transfer'. */
  kind: string;
  /** The receiving warehouse. */
  warehouseId: number;
  /** A transfer's sending warehouse. */
  sourceWarehouseId: number | null;
  shipmentNumber: string;
  shippedOn: string | null;
  arrivedAt: string | null;
  /** Delivery status: 'recorded' | 'received' | 'refused' | 'inStock'. */
  status: Generated<string>;
  temperatureNote: string | null;
  refuseReason: string | null;
  receivedBy: string | null;
  receivedAt: string | null;
  stockedBy: string | null;
  stockedAt: string | null;
}

export interface DrugPackTable {
  id: Generated<number>;
  projectId: number;
  productId: number;
  /** A blinded kit's arm (never shown to blinded staff); null: any arm. */
  armId: number | null;
  kitNumber: string;
  batchNumber: string;
  expiryDate: string;
  /** Packs this line counts: 1 for a numbered kit. */
  quantity: number;
  deliveryId: number | null;
  createdBy: string;
  createdAt: string;
}

export interface DrugDeliveryLineTable {
  id: Generated<number>;
  deliveryId: number;
  packId: number;
  quantity: number;
}

/** The ledger's sum per pack, warehouse and state; never negative. */
export interface DrugStockTable {
  projectId: number;
  packId: number;
  warehouseId: number;
  /** Stock state: 'available' | 'quarantined' | 'inTransit' | 'returned'. */
  state: string;
  quantity: number;
}

/** One movement of packs; rows are only ever inserted. */
export interface DrugLedgerTable {
  id: Generated<number>;
  projectId: number;
  packId: number;
  warehouseId: number;
  state: string;
  /** Signed, never 0. */
  quantity: number;
  movement: string;
  /** The record that moved it: 'delivery', 'distribution', 'return', 'recovery', 'excursion'. */
  refKind: string;
  refId: number;
  reason: string | null;
  createdBy: string;
  createdAt: string;
}

export interface DrugPrescriptionTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  subjectId: number;
  visitId: number | null;
  productId: number;
  packs: number;
  /** 'draft' | 'published' | 'dispensed' | 'cancelled'. */
  status: Generated<string>;
  note: string | null;
  prescribedBy: string;
  publishedAt: string | null;
}

export interface DrugDistributionTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  subjectId: number;
  visitId: number | null;
  prescriptionId: number | null;
  warehouseId: number;
  dispensedOn: string;
  /** 'given' | 'reviewed' | 'revoked'. */
  status: Generated<string>;
  note: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  revokeReason: string | null;
  revokedBy: string | null;
  revokedAt: string | null;
}

export interface DrugDistributionLineTable {
  id: Generated<number>;
  distributionId: number;
  packId: number;
  quantity: number;
}

export interface DrugReturnTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  subjectId: number;
  distributionId: number;
  warehouseId: number;
  returnedOn: string;
  note: string | null;
}

export interface DrugReturnLineTable {
  id: Generated<number>;
  returnId: number;
  packId: number;
  /** Packs physically brought back (they go to the 'returned' state). */
  quantity: number;
  /** Dose units counted left in them. */
  unitsLeft: number;
}

export interface DrugRecoveryTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  warehouseId: number;
  /** 'destroy' | 'sendBack'. */
  kind: string;
  doneOn: string;
  doneBy: string;
  method: string;
  witness: string | null;
  note: string | null;
}

export interface DrugRecoveryLineTable {
  id: Generated<number>;
  recoveryId: number;
  packId: number;
  fromState: string;
  /** 'returned' | 'expired' | 'damaged' | 'excursion'. */
  cause: string;
  quantity: number;
}

export interface DrugTemperatureTable {
  id: Generated<number>;
  warehouseId: number;
  measuredAt: string;
  celsiusTenths: number;
  /** 'manual' | 'device'. */
  source: string;
  /** The logger's serial for imported readings; '' for manual ones. */
  device: Generated<string>;
  createdBy: string;
  createdAt: string;
}

export interface DrugExcursionTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  warehouseId: number;
  temperatureId: number;
  /** 'open' | 'released' | 'rejected'. */
  status: Generated<string>;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
}
