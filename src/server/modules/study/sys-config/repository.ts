/** All SQL of the system configuration keys. */
import type { Db } from '../../../db/database';

export function createSysConfigRepository(db: Db) {
  return {
    async valueOf(key: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('sysConfig')
        .select('configValue')
        .where('configKey', '=', key)
        .executeTakeFirst();
      return row?.configValue;
    },
  };
}
