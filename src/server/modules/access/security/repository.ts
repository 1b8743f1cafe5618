/** All SQL of request security: the site's request-signing switch. */
import type { Db } from '../../../db/database';

export function createSecurityRepository(db: Db) {
  return {
    /** site.sourceCheck; a site not yet set up does not require signing. */
    sourceCheckEnabled: async (): Promise<boolean> => {
      const row = await db.selectFrom('site').select('sourceCheck').where('id', '=', 1).executeTakeFirst();
      return row?.sourceCheck === 1;
    },
  };
}
