/**
 * The site settings form: names, images (uploaded through the files module), banners,
 * site switches, registration notes and form config, saved together against the settings'
 * version. Errors show under the field the server names; a stale save shows a conflict
 * message with a reload; leaving with unsaved edits asks first.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBlocker } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { schemaChecker } from '../../../../../shared/api/contract/schema-problems';
import { type SiteSettings, siteSettingsSaveEndpoint } from '../../../../../shared/api/study/site-settings';
import { isStaleVersionMessage } from '../../../../../shared/api/contract/staff-fields';
import { fieldProblemOf } from '../../../../lib/field-problem';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { useCan } from '../../../access';
import { siteMessages } from '../messages';
import { useSaveSiteSettings } from '../queries';
import { bannerRowsOf, configRowsOf, draftErrors, saveBodyOf, textDraftOf } from '../site-draft';
import { BannerListEditor } from './banner-list-editor';
import { FormConfigEditor } from './form-config-editor';
import { BehaviourSection, ImagesSection, NamesSection, RegistrationSection, Section } from './site-settings-sections';

const checkSaveBody = schemaChecker(siteSettingsSaveEndpoint.schema.body);

export interface SiteSettingsFormProps {
  settings: SiteSettings;
  maxBytes: number;
  onReload: () => void;
}

function ConflictAlert({ onReload }: { onReload: () => void }) {
  const t = useMessages(siteMessages);
  return (
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
  );
}

export function SiteSettingsForm({ settings, maxBytes, onReload }: SiteSettingsFormProps) {
  const t = useMessages(siteMessages);
  const { locale } = useLocale();
  const save = useSaveSiteSettings();
  const canSave = useCan()('site:update');
  const form = useFormDraft(() => textDraftOf(settings));
  const [banners, setBanners] = useState(() => bannerRowsOf(settings));
  const [config, setConfig] = useState(() => configRowsOf(settings));
  const [conflict, setConflict] = useState(false);
  const body = saveBodyOf(form.draft, banners, config, settings.version);
  const initial = saveBodyOf(textDraftOf(settings), bannerRowsOf(settings), configRowsOf(settings), settings.version);
  const dirty = JSON.stringify(body) !== JSON.stringify(initial);
  useBlocker({
    shouldBlockFn: () => !window.confirm(t.leaveConfirm),
    disabled: !dirty || save.isPending,
    enableBeforeUnload: dirty,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConflict(false);
    // The form's own wording first, then anything else the server's schema would refuse.
    const problems = { ...checkSaveBody(body, locale), ...draftErrors(form.draft, banners, config, t) };
    if (!form.validate(problems)) return;
    save.mutate(body, {
      onError: (error) => {
        if (isStaleVersionMessage(error.message)) setConflict(true);
        else form.showFailure(error, t.saveFailed);
      },
    });
  };
  // Server errors on a list row ('banners.1.url') belong to the list.
  const problem = fieldProblemOf(save.error);
  const listError = (name: 'banners' | 'formConfig') =>
    form.errors[name] ?? (problem?.field === name ? problem.text : undefined);

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate aria-label={t.title}>
      {conflict && <ConflictAlert onReload={onReload} />}
      {form.formError && (
        <Alert severity="error" role="alert">
          {form.formError}
        </Alert>
      )}
      <NamesSection form={form} />
      <ImagesSection form={form} maxBytes={maxBytes} />
      <Section id="site-banners" title={t.banners}>
        <BannerListEditor banners={banners} onChange={setBanners} maxBytes={maxBytes} error={listError('banners')} />
      </Section>
      <BehaviourSection form={form} />
      <RegistrationSection form={form} />
      <Section id="site-form-config" title={t.formConfig}>
        <FormConfigEditor entries={config} onChange={setConfig} error={listError('formConfig')} />
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
