/**
 * The site settings save (SUITE.md 'Writes'): in one transaction, check the site row's
 * version, check that every uploaded image it names is a public upload, replace the
 * settings, banners, regmark and form config, and append the audit row ('site.update')
 * with only the changed fields before and after. A save that changes nothing writes nothing.
 * A new time zone is this process's hospital zone once the save has committed.
 */
import type { SiteSettings, SiteSettingsSaveBody } from '../../../../shared/api/study/site-settings';
import { SITE_IMAGE_FIELDS } from '../../../../shared/api/study/site-settings';
import { PUBLIC_FILES_PREFIX } from '../../../../shared/domain/study/files';
import { isNetworkBlock } from '../../../../shared/domain/study/networks';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { type Actor, auditActor, changedFields, fieldProblem, staleVersion } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { setHospitalTimeZone } from '../../../../shared/domain/hospital-time';
import { type SiteSettingsFields, createSiteSettingsRepository } from './repository';

const PUBLIC_FILE_PATH = new RegExp(`^${PUBLIC_FILES_PREFIX}([0-9a-f]{64})\\.[a-z]{3,4}$`);

/** Trimmed text; config keys unique (the last one wins, as a form would expect). */
function normalised(body: SiteSettingsSaveBody): SiteSettingsFields {
  const { version: _version, ...fields } = body;
  const formConfig = [...new Map(body.formConfig.map((entry) => [entry.configkey, entry.configvalue])).entries()]
    .map(([configkey, configvalue]) => ({ configkey, configvalue: configvalue.trim() }))
    .sort((a, b) => (a.configkey < b.configkey ? -1 : a.configkey > b.configkey ? 1 : 0));
  return {
    ...fields,
    siteName: body.siteName.trim(),
    shortName: body.shortName.trim(),
    hospitalNameFull: body.hospitalNameFull.trim(),
    officialWebsite: body.officialWebsite.trim(),
    hospitalNetworks: body.hospitalNetworks.map((block) => block.trim()),
    banners: body.banners.map((banner) => ({ url: banner.url, alt: banner.alt.trim() })),
    formConfig,
  };
}

/** Every image path of the settings with the field it is in (banners as banners.N.url). */
function imagePaths(fields: SiteSettingsFields): { field: string; path: string }[] {
  const single = SITE_IMAGE_FIELDS.flatMap((field) => {
    const path = fields[field];
    return path ? [{ field, path }] : [];
  });
  return [...single, ...fields.banners.map((banner, i) => ({ field: `banners.${i}.url`, path: banner.url }))];
}

export function createSiteSettingsService(db: Db) {
  return {
    async read(): Promise<SiteSettings> {
      const settings = await createSiteSettingsRepository(db).read();
      if (!settings) throw notFound({ 'zh-CN': '站点尚未设置', en: 'The site has not been set up' });
      return settings;
    },

    async save(body: SiteSettingsSaveBody, actor: Actor): Promise<SiteSettings> {
      const saved = await saveSettings(body, actor);
      // This instance answers in the new zone from its next request; the others within a second.
      setHospitalTimeZone(saved.timeZone);
      return saved;
    },
  };

  function saveSettings(body: SiteSettingsSaveBody, actor: Actor): Promise<SiteSettings> {
    const edited = normalised(body);
    const badBlock = edited.hospitalNetworks.find((block) => !isNetworkBlock(block));
    if (badBlock !== undefined)
      throw fieldProblem('hospitalNetworks', {
        'zh-CN': `“${badBlock}”不是有效的网段（如 10.0.0.0/8）`,
        en: `"${badBlock}" is not a network block (such as 10.0.0.0/8)`,
      });
    return db.transaction().execute(async (trx) => {
      const repo = createSiteSettingsRepository(trx);
      const current = await repo.read();
      if (!current) throw notFound({ 'zh-CN': '站点尚未设置', en: 'The site has not been set up' });
      if (current.version !== body.version) throw staleVersion();

      const uploads = imagePaths(edited).flatMap(({ field, path }) => {
        const hash = PUBLIC_FILE_PATH.exec(path)?.[1];
        return hash ? [{ field, hash }] : [];
      });
      const missing = new Set(await repo.missingPublicFiles([...new Set(uploads.map((u) => u.hash))]));
      const bad = uploads.find((upload) => missing.has(upload.hash));
      if (bad)
        throw fieldProblem(bad.field, { 'zh-CN': '图片不存在或不是公开文件，请重新上传', en: 'No such public image' });

      const { version: _version, ...stored } = current;
      const { before, after, changed } = changedFields<SiteSettingsFields>(stored, edited);
      if (!changed) return current;
      if (!(await repo.updateSite(current.version, edited))) throw staleVersion();
      if ('banners' in after) await repo.replaceBanners(edited.banners);
      if ('regmark' in after) await repo.saveRegmark(edited.regmark);
      if ('formConfig' in after) await repo.replaceFormConfig(edited.formConfig);
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'site.update',
        entity: 'site',
        entityId: 1,
        before,
        after,
      });
      return { ...edited, version: current.version + 1 };
    });
  }
}
