/**
 * All SQL of the site settings page: the site row (versioned), its banners, the regmark row
 * and the form config entries. The public reads of the same tables are the portal's.
 */
import type { Kysely } from 'kysely';
import type { SiteSettings } from '../../../../shared/api/study/site-settings';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

/** The settings as the audit trail compares them (the version aside). */
export type SiteSettingsFields = Omit<SiteSettings, 'version'>;

export function createSiteSettingsRepository(db: Executor) {
  return {
    /** The hospital's time zone, read on its own every second by each instance (lib/hospital-zone.ts). */
    async readTimeZone(): Promise<string | undefined> {
      const site = await db.selectFrom('site').select('timeZone').where('id', '=', 1).executeTakeFirst();
      return site?.timeZone;
    },
    async read(): Promise<SiteSettings | undefined> {
      const site = await db.selectFrom('site').selectAll().where('id', '=', 1).executeTakeFirst();
      if (!site) return undefined;
      const [banners, regmark, formConfig] = await Promise.all([
        db.selectFrom('siteBanner').select(['url', 'alt']).orderBy('sort').orderBy('id').execute(),
        db.selectFrom('regmark').selectAll().where('id', '=', 1).executeTakeFirst(),
        db.selectFrom('formConfig').select(['configkey', 'configvalue']).orderBy('configkey').execute(),
      ]);
      return {
        siteName: site.siteName,
        shortName: site.shortName,
        hospitalNameFull: site.hospitalNameFull,
        officialWebsite: site.officialWebsite,
        webIco: site.webIco,
        loginBackImage: site.loginBackImage,
        loginLogo: site.loginLogo,
        indexLogo: site.indexLogo,
        qrCode: site.qrCode,
        banners,
        code: site.code,
        sourceCheck: site.sourceCheck === 1,
        // PostgreSQL answers bigint columns as text.
        newWindowMs: Number(site.newWindowMs),
        kioskMode: site.kioskMode === 1,
        kioskIdleSeconds: site.kioskIdleSeconds,
        timeZone: site.timeZone,
        hospitalNetworks: JSON.parse(site.hospitalNetworks) as string[],
        documentDueDays: site.documentDueDays,
        regmark: {
          regInstruction: regmark?.regInstruction ?? '',
          attechment: regmark?.attechment ?? '',
          attechmentEnum: regmark?.attechmentEnum ?? '',
          editRight: regmark?.editRight ?? 20,
        },
        formConfig,
        version: site.version,
      };
    },

    /** Updates the site row if it is still at `version`; false when another save got there first. */
    async updateSite(version: number, fields: SiteSettingsFields): Promise<boolean> {
      const result = await db
        .updateTable('site')
        .set({
          siteName: fields.siteName,
          shortName: fields.shortName,
          hospitalNameFull: fields.hospitalNameFull,
          officialWebsite: fields.officialWebsite,
          webIco: fields.webIco,
          loginBackImage: fields.loginBackImage,
          loginLogo: fields.loginLogo,
          indexLogo: fields.indexLogo,
          qrCode: fields.qrCode,
          code: fields.code,
          sourceCheck: fields.sourceCheck ? 1 : 0,
          newWindowMs: fields.newWindowMs,
          kioskMode: fields.kioskMode ? 1 : 0,
          kioskIdleSeconds: fields.kioskIdleSeconds,
          timeZone: fields.timeZone,
          hospitalNetworks: JSON.stringify(fields.hospitalNetworks),
          documentDueDays: fields.documentDueDays,
          version: version + 1,
        })
        .where('id', '=', 1)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async replaceBanners(banners: SiteSettings['banners']): Promise<void> {
      await db.deleteFrom('siteBanner').execute();
      if (banners.length > 0) {
        await db
          .insertInto('siteBanner')
          .values(banners.map((banner, sort) => ({ url: banner.url, alt: banner.alt, sort })))
          .execute();
      }
    },

    async saveRegmark(regmark: SiteSettings['regmark']): Promise<void> {
      const updated = await db.updateTable('regmark').set(regmark).where('id', '=', 1).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        await db
          .insertInto('regmark')
          .values({ id: 1, ...regmark })
          .execute();
    },

    async replaceFormConfig(entries: SiteSettings['formConfig']): Promise<void> {
      await db.deleteFrom('formConfig').execute();
      if (entries.length > 0) await db.insertInto('formConfig').values(entries).execute();
    },

    /** The hashes among `hashes` that no public upload has. */
    async missingPublicFiles(hashes: string[]): Promise<string[]> {
      if (hashes.length === 0) return [];
      const rows = await db
        .selectFrom('storedFile')
        .select('hash')
        .where('hash', 'in', hashes)
        .where('visibility', '=', 'public')
        .execute();
      const found = new Set(rows.map((row) => row.hash));
      return hashes.filter((hash) => !found.has(hash));
    },
  };
}
