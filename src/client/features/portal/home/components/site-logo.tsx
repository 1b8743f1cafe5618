import { useQuery } from '@tanstack/react-query';
import { SITE_CONFIG_KEYS } from '../../../../../shared/domain/constants';
import { format, useMessages } from '../../../../lib/i18n';
import { siteQueries } from '../../../../lib/site-queries';
import { homeMessages } from '../messages';

/** Site 'ndey' shows its own logo instead of the one in the settings. */
export const NDEY_LOGO_URL = '/demo/logo-ndey.svg';
const LOGO_HEIGHT_PX = 40;

export interface LogoSettings {
  loginLogo: string;
  indexLogo: string | null;
}

/**
 * Which logo the home page shows (SPEC §2): none for site 'shfy', the ndey logo for
 * site 'ndey', otherwise the index logo saved in the settings, falling back to the login logo.
 */
export function resolveSiteLogo(settings: LogoSettings, site: { shfy: boolean; ndey: boolean }): string | null {
  if (site.shfy) return null;
  if (site.ndey) return NDEY_LOGO_URL;
  return settings.indexLogo || settings.loginLogo || null;
}

/** True only for the answer SPEC §7 names: code '200' (else the call rejects) and data true. */
function useSiteFlag(key: string): { known: boolean; on: boolean } {
  const { data, isSuccess, isError } = useQuery(siteQueries.configByKey(key));
  return { known: isSuccess || isError, on: data === true };
}

/**
 * The brand row above the banner: the site logo (when the site has one) and the
 * hospital's full name. The row's height is fixed, so the logo appearing late or not at
 * all moves nothing on the page.
 */
export function SiteBrand() {
  const t = useMessages(homeMessages);
  const { data: info } = useQuery(siteQueries.info());
  const shfy = useSiteFlag(SITE_CONFIG_KEYS.shfy);
  const ndey = useSiteFlag(SITE_CONFIG_KEYS.ndey);
  // Wait for both answers so a hospital never sees another hospital's logo flash.
  const src = info && shfy.known && ndey.known ? resolveSiteLogo(info.site, { shfy: shfy.on, ndey: ndey.on }) : null;
  return (
    <div className="portal-brand" style={{ height: LOGO_HEIGHT_PX }}>
      {src && (
        <img
          src={src}
          alt={format(t.logoAlt, { name: info?.site.hospitalNameFull ?? '' })}
          height={LOGO_HEIGHT_PX}
          data-testid="site-logo"
        />
      )}
      <p>{info?.site.hospitalNameFull}</p>
    </div>
  );
}
