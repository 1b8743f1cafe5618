/** Connected systems and third-party login by key (migration 053). */
import type { Generated } from 'kysely';

export interface ConnectedSystemTable {
  id: Generated<number>;
  code: string;
  name: string;
  enabled: number;
  /** 'mapping' (connected_system_user) or 'userName' (the suite's user name). */
  loginBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface ConnectedSystemKeyTable {
  id: Generated<number>;
  systemId: number;
  keyId: string;
  /** The secret sealed with the field cipher (server/lib/field-crypto.ts). */
  secretSealed: string;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
  /** Epoch ms the key stops working (set on rotation), or null. */
  expiresAt: number | null;
  revokedAt: string | null;
}

export interface ConnectedSystemUserTable {
  systemId: number;
  externalId: string;
  userId: number;
}

export interface ConnectedLoginNonceTable {
  key: string;
  expiresAt: number;
}

/** The tables of migration 053, as the Database interface (schema/index.ts) includes them. */
export interface ConnectedTables {
  connectedSystem: ConnectedSystemTable;
  connectedSystemKey: ConnectedSystemKeyTable;
  connectedSystemUser: ConnectedSystemUserTable;
  connectedLoginNonce: ConnectedLoginNonceTable;
}
