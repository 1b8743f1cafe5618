/** The account software list: the staff app switcher's apps and the roles that see them (migration 059). */
import type { Generated } from 'kysely';

export interface StaffAppTable {
  id: Generated<number>;
  name: string;
  /** A built-in icon's name (shared/api/access/apps.ts APP_ICONS). */
  icon: string;
  url: string;
  sort: number;
  enabled: number;
  /** 1: opened through a link signed for the staff member (connected system + key below). */
  passThrough: number;
  connectedSystemId: number | null;
  /** The public id of the connected system's key the link is signed with. */
  signKeyId: string | null;
  version: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface StaffAppRoleTable {
  appId: number;
  roleId: number;
}

/** The tables of migration 059, as the Database interface (schema/index.ts) includes them. */
export interface AppListTables {
  staffApp: StaffAppTable;
  staffAppRole: StaffAppRoleTable;
}
