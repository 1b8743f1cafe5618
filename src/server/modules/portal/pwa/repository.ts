/** SQL of the installable-app module: the site fields the web app manifest needs, read fresh on every request. */
import { PUBLIC_FILES_PREFIX } from '../../../../shared/domain/study';
import type { Db } from '../../../db/database';
import type { ManifestIcon, ManifestSite } from './manifest';

const PUBLIC_FILE_PATH = new RegExp(`^${PUBLIC_FILES_PREFIX}([0-9a-f]{64})\\.[a-z]{3,4}$`);

export function createPwaRepository(db: Db) {
  /** The site icon as a manifest icon when it is an upload whose size is known (or an SVG). */
  async function siteIcon(webIco: string): Promise<ManifestIcon | undefined> {
    const hash = PUBLIC_FILE_PATH.exec(webIco)?.[1];
    if (!hash) return undefined;
    const file = await db
      .selectFrom('storedFile')
      .select(['mimeType', 'width', 'height'])
      .where('hash', '=', hash)
      .where('visibility', '=', 'public')
      .executeTakeFirst();
    if (!file) return undefined;
    if (file.mimeType === 'image/svg+xml') return { src: webIco, sizes: 'any', type: file.mimeType, purpose: 'any' };
    if (!file.width || !file.height || !/^image\/(png|jpeg|webp|gif)$/.test(file.mimeType)) return undefined;
    return { src: webIco, sizes: `${file.width}x${file.height}`, type: file.mimeType, purpose: 'any' };
  }

  return {
    async manifestSite(): Promise<ManifestSite | undefined> {
      const site = await db
        .selectFrom('site')
        .select(['siteName', 'shortName', 'themeColor', 'hospitalNameFull', 'webIco'])
        .where('id', '=', 1)
        .executeTakeFirst();
      if (!site) return undefined;
      const { webIco, ...rest } = site;
      return { ...rest, icon: await siteIcon(webIco) };
    },
  };
}
