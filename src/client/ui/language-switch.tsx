import { useLocale } from '../lib/i18n';

/**
 * Toggles between Chinese and English; each label is written in its own language. A plain
 * button (portal.css) in the colour of the bar it sits in, public or staff.
 */
export function LanguageSwitch() {
  const { locale, setLocale } = useLocale();
  const next = locale === 'zh-CN' ? 'en' : 'zh-CN';
  return (
    <button
      type="button"
      className="portal-button portal-button-inherit"
      lang={next}
      onClick={() => setLocale(next)}
      aria-label={next === 'en' ? 'Switch to English' : '切换到中文'}
    >
      {next === 'en' ? 'English' : '中文'}
    </button>
  );
}
