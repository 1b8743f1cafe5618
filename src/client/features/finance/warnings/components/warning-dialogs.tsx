/** The warnings page's two forms: setting a kind's rule, and resolving a warning by hand with a note. */
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  type FinanceWarning,
  WARNING_RESOLUTION_MAX,
  type WarningRule,
} from '../../../../../shared/api/finance/warnings';
import { WARNING_KIND_LABELS, type WarningKind } from '../../../../../shared/domain/finance/codes';
import { warningAbout, warningRuleLabel } from '../../../../../shared/domain/finance/warnings';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { warningMessages } from '../messages';
import { useWarningActions } from '../queries';

/** What a kind's rule starts at when it is first set. */
export const DEFAULT_THRESHOLDS: Record<WarningKind, number> = {
  budgetConsumed: 80,
  invoiceOverdue: 30,
  subsidyUnpaid: 30,
  contractExpiring: 60,
};

export function RuleDialog(props: { projectId: number; kind: WarningKind; rule?: WarningRule; onClose: () => void }) {
  const { projectId, kind, rule, onClose } = props;
  const t = useMessages(warningMessages);
  const { locale } = useLocale();
  const { saveRule } = useWarningActions(projectId);
  const [threshold, setThreshold] = useState(String(rule?.threshold ?? DEFAULT_THRESHOLDS[kind]));
  const [active, setActive] = useState(rule?.active ?? true);
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const percent = kind === 'budgetConsumed';
  const submit = () => {
    if (!/^\d{1,4}$/.test(threshold.trim())) {
      setError(t.badThreshold);
      return;
    }
    setError(undefined);
    const body = {
      projectId,
      ...(rule ? { id: rule.id, version: rule.version } : {}),
      kind,
      threshold: Number(threshold.trim()),
      active,
    };
    saveRule.mutate(body, {
      onSuccess: onClose,
      onError: (failure) => {
        const problem = fieldProblemOf(failure);
        if (problem?.field === 'threshold') setError(problem.text);
        else setFormError(failureText(failure, t.saveFailed));
      },
    });
  };
  return (
    <FormDialog
      title={t.ruleDialog}
      busy={saveRule.isPending}
      error={formError}
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t.rule}
        value={WARNING_KIND_LABELS[kind][locale]}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <TextField
        autoFocus
        required
        label={t.threshold}
        value={threshold}
        error={Boolean(error)}
        helperText={error ?? t[`hint_${kind}`]}
        onChange={(event) => setThreshold(event.target.value)}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 4 },
          input: { endAdornment: <InputAdornment position="end">{percent ? t.percent : t.days}</InputAdornment> },
        }}
      />
      <FormControlLabel
        control={<Switch checked={active} onChange={(event) => setActive(event.target.checked)} />}
        label={t.active}
      />
      {rule?.active && !active && <span>{t.offHint}</span>}
    </FormDialog>
  );
}

export function ResolveDialog(props: { projectId: number; warning: FinanceWarning; onClose: () => void }) {
  const { projectId, warning, onClose } = props;
  const t = useMessages(warningMessages);
  const { locale } = useLocale();
  const { resolve } = useWarningActions(projectId);
  const [resolution, setResolution] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const submit = () => {
    if (!resolution.trim()) {
      setError(t.required);
      return;
    }
    setError(undefined);
    resolve.mutate(
      { projectId, id: warning.id, resolution: resolution.trim() },
      {
        onSuccess: onClose,
        onError: (failure) => {
          const problem = fieldProblemOf(failure);
          if (problem?.field === 'resolution') setError(problem.text);
          else setFormError(failureText(failure, t.saveFailed));
        },
      },
    );
  };
  return (
    <FormDialog
      title={t.resolveTitle}
      busy={resolve.isPending}
      error={formError}
      submitLabel={t.resolve}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t.about}
        value={`${warningRuleLabel(warning.kind, warning.threshold, locale)} · ${warningAbout(warning.kind, warning.detail, locale)}`}
        multiline
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <TextField
        autoFocus
        required
        multiline
        minRows={3}
        label={t.resolution}
        placeholder={t.resolutionHint}
        value={resolution}
        error={Boolean(error)}
        helperText={error ?? `${resolution.length}/${WARNING_RESOLUTION_MAX}`}
        onChange={(event) => setResolution(event.target.value)}
        slotProps={{ htmlInput: { maxLength: WARNING_RESOLUTION_MAX } }}
      />
    </FormDialog>
  );
}
