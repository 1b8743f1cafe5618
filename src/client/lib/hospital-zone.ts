/**
 * The hospital's time zone in the browser: taken from the site info the app loads before
 * anything else (and from every later read of it, a saved settings page included), so
 * every date shown, entered and exported reads the hospital's clock whatever the device's
 * zone. The label names it where a page shows or takes times.
 */
import type { SiteInfo } from '../../shared/api/portal/portal';
import { hospitalTimeZone, hospitalUtcOffset, setHospitalTimeZone } from '../../shared/domain/hospital-clock';
import { hospitalZoneMessages } from './hospital-zone-messages';
import { format, useMessages } from './i18n';
import { useRenderClock } from './render-clock';

/** Zones China keeps on Beijing time (UTC+8 all year). */
const BEIJING_TIME_ZONES = new Set(['Asia/Shanghai', 'Asia/Chongqing', 'Asia/Harbin', 'Asia/Urumqi', 'PRC']);

export function applyHospitalZone(info: Pick<SiteInfo, 'site'>): void {
  setHospitalTimeZone(info.site.timeZone);
}

/** '北京时间（UTC+8）', 'Beijing time (UTC+8)', or 'Europe/Berlin (UTC+1)'. */
export function useHospitalZoneLabel(): string {
  const t = useMessages(hospitalZoneMessages);
  const now = useRenderClock();
  const zone = hospitalTimeZone();
  return format(t.zoneLabel, {
    zone: BEIJING_TIME_ZONES.has(zone) ? t.beijingTime : zone,
    offset: hospitalUtcOffset(now()),
  });
}

/** A list column of date-times named with the zone: '获知时间（北京时间 UTC+8）', 'Time (Beijing time, UTC+8)'. */
export function useHospitalTimeColumn(): (header: string) => string {
  const t = useMessages(hospitalZoneMessages);
  const now = useRenderClock();
  const zone = hospitalTimeZone();
  const name = BEIJING_TIME_ZONES.has(zone) ? t.beijingTime : zone;
  return (header) => format(t.column, { header, zone: name, offset: hospitalUtcOffset(now()) });
}

/** 'Times are in the hospital zone: Beijing time (UTC+8)', for a form's or a list's note. */
export function useHospitalTimeNote(): string {
  const t = useMessages(hospitalZoneMessages);
  return format(t.hospitalTime, { label: useHospitalZoneLabel() });
}
