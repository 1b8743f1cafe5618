/**
 * The site settings form: names, images (uploaded through the files module), banners,
 * site switches, registration notes and form config, saved together against the settings'
 * version. Errors show under the field the server names; a stale save shows a conflict
 * message with a reload; leaving with unsaved edits asks first.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useBlocker } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { SiteSettings } from '../../../../shared/api/site-settings';
import { STALE_VERSION_MESSAGE } from '../../../../shared/api/staff-fields';
import { fieldProblemOf } from '../../../lib/field-problem';
import { format, useMessages } from '../../../lib/i18n';
import { useFormDraft } from '../../../lib/use-form-draft';
import { useCan } from '../../auth/use-staff-session';
import { ImageUploadField } from '../../../ui/image-upload-field';
import { siteMessages } from '../messages';
import { useSaveSiteSettings } from '../queries';
import { bannerRowsOf, configRowsOf, draftErrors, saveBodyOf, textDraftOf } from '../site-draft';
import { BannerListEditor } from './banner-list-editor';
import { FormConfigEditor } from './form-config-editor';

const DAY_MS = 86_400_000;
const IMAGE_FIELDS = ['webIco', 'loginLogo', 'indexLogo', 'loginBackImage', 'qrCode'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

export interface SiteSettingsFormProps {
  settings: SiteSettings;
  maxBytes: number;
  onReload: () => void;
}

export function SiteSettingsForm({ settings, maxBytes, onReload }: SiteSettingsFormProps) {
  const t = useMessages(siteMessages);
  const save = useSaveSiteSettings();
  const canSave = useCan()('site:update');
  const form = useFormDraft(() => textDraftOf(settings));
  const [banners, setBanners] = useState(() => bannerRowsOf(settings));
  const [config, setConfig] = useState(() => configRowsOf(settings));
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState(false);
  const { draft, setDraft } = form;
  const body = saveBodyOf(draft, banners, config, settings.version);
  const initial = saveBodyOf(textDraftOf(settings), bannerRowsOf(settings), configRowsOf(settings), settings.version);
  const dirty = JSON.stringify(body) !== JSON.stringify(initial);
  useBlocker({
    shouldBlockFn: () => !window.confirm(t.leaveConfirm),
    disabled: !dirty || save.isPending,
    enableBeforeUnload: dirty,
  });

  const set = (name: keyof typeof draft, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setConflict(false);
    if (!form.validate(draftErrors(draft, banners, config, t))) return;
    save.mutate(body, {
      onSuccess: () => setSaved(true),
      onError: (error) => {
        if (error.message === STALE_VERSION_MESSAGE) setConflict(true);
        else form.showFailure(error, t.saveFailed);
      },
    });
  };
  const text = (name: keyof typeof draft, label: string, maxLength: number, extra: object = {}) => ({
    ...form.field(name, label),
    slotProps: { htmlInput: { maxLength } },
    ...extra,
  });
  const image = (name: (typeof IMAGE_FIELDS)[number]) => (
    <ImageUploadField
      key={name}
      name={name}
      label={t[name]}
      value={draft[name] || null}
      onChange={(url) => set(name, url ?? '')}
      clearable={name === 'indexLogo'}
      maxBytes={maxBytes}
      error={form.errors[name]}
    />
  );
  const newWindowDays = Number(draft.newWindowMs) / DAY_MS;
  const problem = fieldProblemOf(save.error);

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate aria-label={t.title}>
      {conflict && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" onClick={onReload}>
              {t.reload}
            </Button>
          }
        >
          {t.conflict}
        </Alert>
      )}
      {saved && !dirty && <Alert role="status">{t.saved}</Alert>}
      {form.formError && (
        <Alert severity="error" role="alert">
          {form.formError}
        </Alert>
      )}
      <Section id="site-names" title={t.names}>
        <TextField {...text('siteName', t.siteName, 100)} required />
        <TextField {...text('shortName', t.shortName, 30)} required />
        <TextField {...text('hospitalNameFull', t.hospitalNameFull, 100)} required />
        <TextField {...text('officialWebsite', t.officialWebsite, 300)} type="url" placeholder="https://" />
      </Section>
      <Section id="site-images" title={t.images}>
        {IMAGE_FIELDS.map(image)}
      </Section>
      <Section id="site-banners" title={t.banners}>
        <BannerListEditor
          banners={banners}
          onChange={setBanners}
          maxBytes={maxBytes}
          error={form.errors.banners ?? (problem?.field === 'banners' ? problem.text : undefined)}
        />
      </Section>
      <Section id="site-behaviour" title={t.behaviour}>
        <TextField {...text('code', t.code, 32)} required />
        <FormControlLabel
          control={
            <Switch
              checked={draft.sourceCheck === '1'}
              onChange={(e) => set('sourceCheck', e.target.checked ? '1' : '0')}
            />
          }
          label={t.sourceCheck}
        />
        <TextField
          {...form.field(
            'newWindowMs',
            t.newWindowMs,
            Number.isFinite(newWindowDays) ? format(t.newWindowHint, { days: newWindowDays.toFixed(2) }) : undefined,
          )}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={draft.kioskMode === '1'}
              onChange={(e) => set('kioskMode', e.target.checked ? '1' : '0')}
            />
          }
          label={t.kioskMode}
        />
        <TextField {...text('kioskIdleSeconds', t.kioskIdleSeconds, 4, { inputMode: 'numeric' })} />
      </Section>
      <Section id="site-registration" title={t.registration}>
        <TextField {...text('regInstruction', t.regInstruction, 4000)} multiline minRows={3} />
        <TextField {...text('attechment', t.attechment, 500)} />
        <TextField {...text('attechmentEnum', t.attechmentEnum, 500)} />
        <TextField {...text('editRight', t.editRight, 5)} />
      </Section>
      <Section id="site-form-config" title={t.formConfig}>
        <FormConfigEditor
          entries={config}
          onChange={setConfig}
          error={form.errors.formConfig ?? (problem?.field === 'formConfig' ? problem.text : undefined)}
        />
      </Section>
      {canSave && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', position: 'sticky', bottom: 0, py: 1, bgcolor: 'background.default' }}
        >
          <Button type="submit" variant="contained" loading={save.isPending} disabled={!dirty}>
            {t.save}
          </Button>
          <Button onClick={onReload} disabled={!dirty || save.isPending}>
            {t.discard}
          </Button>
          <Typography role="status" variant="body2" color="text.secondary">
            {dirty ? t.unsaved : ''}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
