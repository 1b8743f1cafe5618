/** Site settings (page SiteSettings): thin handlers over the service. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { siteSettingsEndpoint, siteSettingsSaveEndpoint } from '../../../../shared/api/study/site-settings';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createSiteSettingsService } from './service';

const ok = ResponseCode.ok;
/** Registration notes and form config can run to a few thousand characters of Chinese. */
const SETTINGS_BODY_LIMIT = 256 * 1024;

export async function siteSettingsRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const service = createSiteSettingsService(db);

  registerEndpoint(app, siteSettingsEndpoint)(async () => ({ isOk: true, code: ok, data: await service.read() }));

  registerEndpoint(app, siteSettingsSaveEndpoint, { bodyLimit: SETTINGS_BODY_LIMIT })(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.save(body, actorOf(request, clock)),
  }));
}
