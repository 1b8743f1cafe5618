/**
 * The HIS connection in 站点设置: the adapter (demo file, FHIR R4, SOAP), its address,
 * credentials (the password is written, never shown), the timeout and the SOAP field mapping
 * (JSON), saved on their own against their version; a connection test tries the form as it
 * is and shows what answered or why not. The scheduled sync's last run and error show below.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HisConnection, HisConnectionTestBody } from '../../../../../shared/api/recruitment';
import { isStaleVersionMessage } from '../../../../../shared/api/contract/staff-fields';
import { HIS_KINDS, type HisKind, type SoapMapping } from '../../../../../shared/domain/recruitment';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { formatDateTime } from '../../../../lib/dates';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useCan } from '../../../access';
import { hisMessages } from '../his-messages';
import { hisConnectionQueries, useHisConnectionActions } from '../his-queries';
import { Section } from './site-settings-sections';

type T = { [K in keyof (typeof hisMessages)['en']]: string };

interface Draft {
  kind: HisKind;
  fhirUrl: string;
  wsdlUrl: string;
  userName: string;
  password: string;
  clearPassword: boolean;
  timeoutSeconds: string;
  mapping: string;
}

const draftOf = (c: HisConnection): Draft => ({
  kind: c.kind,
  fhirUrl: c.fhirUrl,
  wsdlUrl: c.wsdlUrl,
  userName: c.userName ?? '',
  password: '',
  clearPassword: false,
  timeoutSeconds: String(c.timeoutSeconds),
  mapping: JSON.stringify(c.soapMapping, null, 2),
});

/** The body the server takes, or the field whose text is not valid JSON. */
function bodyOf(d: Draft): HisConnectionTestBody | 'soapMapping' {
  let soapMapping: SoapMapping;
  try {
    soapMapping = JSON.parse(d.mapping) as SoapMapping;
  } catch {
    return 'soapMapping';
  }
  return {
    kind: d.kind,
    fhirUrl: d.fhirUrl.trim(),
    wsdlUrl: d.wsdlUrl.trim(),
    userName: d.userName.trim() || null,
    timeoutSeconds: Number(d.timeoutSeconds) || 0,
    soapMapping,
    password: d.clearPassword ? '' : d.password || null,
  };
}

const kindLabel = (t: T, kind: HisKind) =>
  kind === 'fhir' ? t.kindFhir : kind === 'soap' ? t.kindSoap : t.kindDemoFile;

export function HisConnectionSection() {
  const t = useMessages(hisMessages);
  const settings = useQuery(hisConnectionQueries.settings());
  return (
    <Section id="site-his" title={t.title}>
      <Typography variant="body2" color="text.secondary">
        {t.intro}
      </Typography>
      {settings.isPending && <Skeleton variant="rounded" height={160} />}
      {settings.isError && !settings.data && <Alert severity="error">{t.loadFailed}</Alert>}
      {settings.data && (
        <HisConnectionForm
          key={settings.data.version}
          settings={settings.data}
          onReload={() => void settings.refetch()}
        />
      )}
    </Section>
  );
}

function HisConnectionForm({ settings, onReload }: { settings: HisConnection; onReload: () => void }) {
  const t = useMessages(hisMessages);
  const { locale } = useLocale();
  const canSave = useCan()('site:update');
  const { save, test } = useHisConnectionActions();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [problem, setProblem] = useState<{ field: string; text: string }>();
  const [formError, setFormError] = useState<string>();
  const set = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));
  const errorOf = (field: string) => (problem?.field === field ? { error: true, helperText: problem.text } : {});

  const checked = (): HisConnectionTestBody | undefined => {
    setProblem(undefined);
    setFormError(undefined);
    const body = bodyOf(draft);
    if (body === 'soapMapping') {
      setProblem({ field: 'soapMapping', text: t.badJson });
      return undefined;
    }
    return body;
  };
  const failed = (error: unknown) => {
    const field = fieldProblemOf(error);
    if (field) setProblem(field);
    else setFormError(failureText(error, t.loadFailed));
  };
  const onTest = () => {
    const body = checked();
    if (body) test.mutate(body, { onError: failed });
  };
  const onSave = () => {
    const body = checked();
    if (body) save.mutate({ ...body, version: settings.version }, { onError: failed });
  };

  return (
    <Stack spacing={2}>
      <FormControl disabled={!canSave}>
        <FormLabel id="his-kind">{t.kind}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="his-kind"
          value={draft.kind}
          onChange={(e) => set({ kind: e.target.value as HisKind })}
        >
          {HIS_KINDS.map((kind) => (
            <FormControlLabel key={kind} value={kind} control={<Radio />} label={kindLabel(t, kind)} />
          ))}
        </RadioGroup>
      </FormControl>
      {draft.kind === 'fhir' && (
        <TextField
          label={t.fhirUrl}
          value={draft.fhirUrl}
          onChange={(e) => set({ fhirUrl: e.target.value })}
          {...errorOf('fhirUrl')}
        />
      )}
      {draft.kind === 'soap' && (
        <TextField
          label={t.wsdlUrl}
          value={draft.wsdlUrl}
          onChange={(e) => set({ wsdlUrl: e.target.value })}
          {...errorOf('wsdlUrl')}
        />
      )}
      {draft.kind !== 'demo-file' && (
        <>
          <TextField
            label={t.userName}
            value={draft.userName}
            onChange={(e) => set({ userName: e.target.value })}
            autoComplete="off"
          />
          <TextField
            label={t.password}
            type="password"
            autoComplete="new-password"
            value={draft.password}
            disabled={draft.clearPassword}
            helperText={settings.hasPassword ? t.passwordKept : t.passwordNone}
            onChange={(e) => set({ password: e.target.value })}
            {...errorOf('password')}
          />
          {settings.hasPassword && (
            <FormControlLabel
              control={
                <Checkbox checked={draft.clearPassword} onChange={(e) => set({ clearPassword: e.target.checked })} />
              }
              label={t.clearPassword}
            />
          )}
          <TextField
            label={t.timeoutSeconds}
            value={draft.timeoutSeconds}
            onChange={(e) => set({ timeoutSeconds: e.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...errorOf('timeoutSeconds')}
          />
        </>
      )}
      {draft.kind === 'soap' && (
        <TextField
          label={t.soapMapping}
          multiline
          minRows={6}
          value={draft.mapping}
          onChange={(e) => set({ mapping: e.target.value })}
          helperText={problem?.field === 'soapMapping' ? problem.text : t.soapMappingHint}
          error={problem?.field === 'soapMapping'}
          slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
        />
      )}
      {test.data && (
        <Alert severity={test.data.ok ? 'success' : 'error'} role="status">
          {format(
            test.data.ok ? t.testOk : t.testFailed,
            { message: test.data.message, ms: test.data.elapsedMs },
            locale,
          )}
        </Alert>
      )}
      {formError && (
        <Alert
          severity={isStaleVersionMessage(formError) ? 'warning' : 'error'}
          role="alert"
          action={
            isStaleVersionMessage(formError) ? (
              <Button color="inherit" onClick={onReload}>
                {t.reload}
              </Button>
            ) : undefined
          }
        >
          {isStaleVersionMessage(formError) ? t.conflict : formError}
        </Alert>
      )}
      {canSave && (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" loading={test.isPending} onClick={onTest}>
            {t.test}
          </Button>
          <Button variant="contained" loading={save.isPending} onClick={onSave}>
            {t.save}
          </Button>
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary">
        {settings.lastRunAt ? format(t.lastRun, { at: formatDateTime(settings.lastRunAt) }, locale) : t.lastRunNever}
      </Typography>
      {settings.lastError && (
        <Alert severity="warning">{format(t.lastError, { error: settings.lastError }, locale)}</Alert>
      )}
    </Stack>
  );
}
