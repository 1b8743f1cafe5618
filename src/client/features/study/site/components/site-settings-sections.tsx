/**
 * The sections of the site settings form that edit the text draft: names, images,
 * site switches (the hospital's time zone among them) and registration notes. Each is a titled region (h2) for screen readers.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { DAY_MS } from '../../../../../shared/domain/hospital-time';
import { useHospitalZoneLabel } from '../../../../lib/hospital-zone';
import { format, useMessages } from '../../../../lib/i18n';
import type { useFormDraft } from '../../../../lib/use-form-draft';
import { ImageUploadField } from '../../../../ui/image-upload-field';
import { siteMessages } from '../messages';
import type { SiteTextDraft } from '../site-draft';

const IMAGE_FIELDS = ['webIco', 'loginLogo', 'indexLogo', 'loginBackImage', 'qrCode'] as const;

export type SiteForm = ReturnType<typeof useFormDraft<SiteTextDraft>>;
type TextName = keyof SiteTextDraft;

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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

/** A text field of the draft with its length limit (and numeric keyboard when asked). */
function textProps(form: SiteForm, name: TextName, label: string, maxLength: number, numeric = false) {
  return {
    ...form.field(name, label),
    slotProps: { htmlInput: { maxLength, ...(numeric ? { inputMode: 'numeric' as const } : {}) } },
  };
}

const setField = (form: SiteForm, name: TextName, value: string) =>
  form.setDraft((current) => ({ ...current, [name]: value }));

export function NamesSection({ form }: { form: SiteForm }) {
  const t = useMessages(siteMessages);
  return (
    <Section id="site-names" title={t.names}>
      <TextField {...textProps(form, 'siteName', t.siteName, 100)} required />
      <TextField {...textProps(form, 'shortName', t.shortName, 30)} required />
      <TextField {...textProps(form, 'hospitalNameFull', t.hospitalNameFull, 100)} required />
      <TextField {...textProps(form, 'officialWebsite', t.officialWebsite, 300)} type="url" placeholder="https://" />
    </Section>
  );
}

export function ImagesSection({ form, maxBytes }: { form: SiteForm; maxBytes: number }) {
  const t = useMessages(siteMessages);
  return (
    <Section id="site-images" title={t.images}>
      {IMAGE_FIELDS.map((name) => (
        <ImageUploadField
          key={name}
          name={name}
          label={t[name]}
          value={form.draft[name] || null}
          onChange={(url) => setField(form, name, url ?? '')}
          clearable={name === 'indexLogo'}
          maxBytes={maxBytes}
          error={form.errors[name]}
        />
      ))}
    </Section>
  );
}

function SwitchField({ form, name, label }: { form: SiteForm; name: 'sourceCheck' | 'kioskMode'; label: string }) {
  return (
    <FormControlLabel
      control={
        <Switch
          checked={form.draft[name] === '1'}
          onChange={(event) => setField(form, name, event.target.checked ? '1' : '0')}
        />
      }
      label={label}
    />
  );
}

export function BehaviourSection({ form }: { form: SiteForm }) {
  const t = useMessages(siteMessages);
  const days = Number(form.draft.newWindowMs) / DAY_MS;
  const windowHint = Number.isFinite(days) ? format(t.newWindowHint, { days: days.toFixed(2) }) : undefined;
  return (
    <Section id="site-behaviour" title={t.behaviour}>
      <TextField {...textProps(form, 'code', t.code, 32)} required />
      <SwitchField form={form} name="sourceCheck" label={t.sourceCheck} />
      <TextField
        {...textProps(form, 'newWindowMs', t.newWindowMs, 15, true)}
        helperText={form.errors.newWindowMs ?? windowHint}
      />
      <SwitchField form={form} name="kioskMode" label={t.kioskMode} />
      <TextField {...textProps(form, 'kioskIdleSeconds', t.kioskIdleSeconds, 4, true)} />
      <TimeZoneField form={form} />
      <TextField
        {...textProps(form, 'documentDueDays', t.documentDueDays, 3, true)}
        helperText={form.errors.documentDueDays ?? t.documentDueDaysHint}
      />
      <TextField
        {...textProps(form, 'hospitalNetworks', t.hospitalNetworks, 2500)}
        multiline
        minRows={2}
        helperText={form.errors.hospitalNetworks ?? t.hospitalNetworksHint}
        slotProps={{ htmlInput: { maxLength: 2500, spellCheck: false } }}
      />
    </Section>
  );
}

/** The zones this browser knows, offered as the field's suggestions. */
const knownZones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

function TimeZoneField({ form }: { form: SiteForm }) {
  const t = useMessages(siteMessages);
  const label = useHospitalZoneLabel();
  const [zones] = useState(knownZones);
  const props = textProps(form, 'timeZone', t.timeZone, 64);
  return (
    <>
      <TextField
        {...props}
        required
        helperText={form.errors.timeZone ?? format(t.timeZoneHint, { label })}
        slotProps={{ htmlInput: { ...props.slotProps.htmlInput, list: 'site-time-zones', spellCheck: false } }}
      />
      <datalist id="site-time-zones">
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}

export function RegistrationSection({ form }: { form: SiteForm }) {
  const t = useMessages(siteMessages);
  return (
    <Section id="site-registration" title={t.registration}>
      <TextField {...textProps(form, 'regInstruction', t.regInstruction, 4000)} multiline minRows={3} />
      <TextField {...textProps(form, 'attechment', t.attechment, 500)} />
      <TextField {...textProps(form, 'attechmentEnum', t.attechmentEnum, 500)} />
      <TextField {...textProps(form, 'editRight', t.editRight, 5, true)} />
    </Section>
  );
}
