import Button from '@mui/material/Button';
import { useLocale } from '../lib/i18n';

/** Toggles between Chinese and English; each label is written in its own language. */
export function LanguageSwitch() {
  const { locale, setLocale } = useLocale();
  const next = locale === 'zh-CN' ? 'en' : 'zh-CN';
  return (
    <Button
      color="inherit"
      lang={next}
      onClick={() => setLocale(next)}
      aria-label={next === 'en' ? 'Switch to English' : '切换到中文'}
    >
      {next === 'en' ? 'English' : '中文'}
    </Button>
  );
}
