/** Builds the web app manifest of one deployment from its site settings. */
import { MANIFEST_ICONS, type WebManifest } from '../../../../shared/api/portal/pwa';

export type ManifestIcon = WebManifest['icons'][number];

export interface ManifestSite {
  siteName: string;
  shortName: string;
  themeColor: string;
  hospitalNameFull: string;
  /** The hospital's own icon (an uploaded site icon), listed before the build's PNG icons. */
  icon?: ManifestIcon;
}

/** The splash screen behind the icon; the app's pages are white too. */
const BACKGROUND_COLOR = '#ffffff';

export function buildWebManifest(site: ManifestSite): WebManifest {
  return {
    // A fixed id: the installed app stays the same app when the name or start_url changes.
    id: '/',
    name: site.siteName,
    short_name: site.shortName,
    description: `${site.hospitalNameFull}临床试验招募：浏览正在招募的临床试验项目`,
    lang: 'zh-CN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: site.themeColor,
    background_color: BACKGROUND_COLOR,
    // The build's 192 and 512 px PNGs stay: installability needs them whatever was uploaded.
    icons: [...(site.icon ? [site.icon] : []), ...MANIFEST_ICONS.map((icon) => ({ ...icon }))],
  };
}
