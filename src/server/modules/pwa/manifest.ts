/** Builds the web app manifest of one deployment from its site settings. */
import { MANIFEST_ICONS, type WebManifest } from '../../../shared/api/pwa';

export interface ManifestSite {
  siteName: string;
  shortName: string;
  themeColor: string;
  hospitalNameFull: string;
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
    icons: MANIFEST_ICONS.map((icon) => ({ ...icon })),
  };
}
