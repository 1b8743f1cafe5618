/** SQL of the installable-app module: the site fields the web app manifest needs. */
import type { Db } from '../../db/database';
import type { ManifestSite } from './manifest';

export function createPwaRepository(db: Db) {
  return {
    manifestSite(): Promise<ManifestSite | undefined> {
      return db
        .selectFrom('site')
        .select(['siteName', 'shortName', 'themeColor', 'hospitalNameFull'])
        .where('id', '=', 1)
        .executeTakeFirst();
    },
  };
}
