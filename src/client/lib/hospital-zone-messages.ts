/** Names of the hospital's time zone, where a page labels the times it shows or takes. */
import { defineMessages } from './i18n';

export const hospitalZoneMessages = defineMessages({
  'zh-CN': {
    beijingTime: '北京时间',
    zoneLabel: '{zone}（{offset}）',
    hospitalTime: '时间均为医院时区：{label}',
    column: '{header}（{zone} {offset}）',
  },
  en: {
    beijingTime: 'Beijing time',
    zoneLabel: '{zone} ({offset})',
    hospitalTime: 'Times are in the hospital zone: {label}',
    column: '{header} ({zone}, {offset})',
  },
});
