/** The project's currency, management-fee rate and holdback (percents with two decimals, sent as basis points). */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FINANCE_CURRENCIES, type FinanceSetting } from '../../../../../shared/api/finance/settings';
import { BASIS_POINTS, formatFen, parseYuan } from '../../../../../shared/domain/money';
import { useMessages } from '../../../../lib/i18n';
import { budgetMessages } from '../messages';
import { useBudgetActions } from '../queries';

/** '15' or '12.5' percent as basis points (1500, 1250); null unless 0-100 with at most two decimals. */
export function basisPointsOf(percent: string): number | null {
  const value = parseYuan(percent);
  return value !== null && value <= BASIS_POINTS ? value : null;
}

export function SettingsForm({ setting, canEdit }: { setting: FinanceSetting; canEdit: boolean }) {
  const t = useMessages(budgetMessages);
  const { setting: save } = useBudgetActions(setting.projectId);
  const [currency, setCurrency] = useState(setting.currency);
  const [fee, setFee] = useState(formatFen(setting.managementFeeBp));
  const [holdback, setHoldback] = useState(formatFen(setting.holdbackBp));
  const feeBp = basisPointsOf(fee);
  const holdbackBp = basisPointsOf(holdback);
  const percent = (label: string, value: string, bp: number | null, set: (value: string) => void) => (
    <TextField
      size="small"
      label={label}
      value={value}
      disabled={!canEdit}
      error={bp === null}
      helperText={bp === null ? t.badPercent : undefined}
      onChange={(event) => set(event.target.value)}
      slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6 } }}
    />
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label={t.currency}
        value={currency}
        disabled={!canEdit}
        onChange={(event) => setCurrency(event.target.value)}
        sx={{ minWidth: 120 }}
      >
        {FINANCE_CURRENCIES.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </TextField>
      {percent(t.managementFee, fee, feeBp, setFee)}
      {percent(t.holdback, holdback, holdbackBp, setHoldback)}
      {canEdit && (
        <Button
          variant="outlined"
          disabled={feeBp === null || holdbackBp === null || save.isPending}
          onClick={() =>
            feeBp !== null &&
            holdbackBp !== null &&
            save.mutate({
              projectId: setting.projectId,
              version: setting.version,
              currency: currency as (typeof FINANCE_CURRENCIES)[number],
              managementFeeBp: feeBp,
              holdbackBp,
            })
          }
        >
          {t.saveSettings}
        </Button>
      )}
    </Stack>
  );
}
