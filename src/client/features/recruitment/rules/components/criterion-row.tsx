/** One criterion in the rule editor: role, kind, the kind's own fields, its readable preview, move and remove. */
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import type { CriterionKind, CriterionRole } from '../../../../../shared/domain/recruitment/criteria';
import {
  CRITERION_KINDS,
  CRITERION_KIND_LABELS,
  CRITERION_ROLE_LABELS,
  describeCriterionWithRole,
} from '../../../../../shared/domain/recruitment/describe';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ArrowDownIcon, ArrowUpIcon } from '../../../../ui/staff-icons';
import { type CriterionDraft, type LabOp, criterionOf } from '../criterion-draft';
import { ruleMessages } from '../messages';

export interface CriterionRowProps {
  row: CriterionDraft;
  index: number;
  count: number;
  /** A problem of this row found by the form (shown under the row). */
  problem?: string;
  onChange: (row: CriterionDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const ROLES: CriterionRole[] = ['inclusion', 'exclusion'];
const OPS: LabOp[] = ['<', '<=', '>', '>='];
const OP_TEXT: Record<LabOp, string> = { '<': '<', '<=': '≤', '>': '>', '>=': '≥' };

function KindFields({ row, set }: { row: CriterionDraft; set: (patch: Partial<CriterionDraft>) => void }) {
  const t = useMessages(ruleMessages);
  const text = (name: keyof CriterionDraft, label: string, extra: object = {}) => ({
    label,
    size: 'small' as const,
    value: String(row[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [name]: event.target.value }),
    ...extra,
  });
  switch (row.kind) {
    case 'age':
      return (
        <>
          <TextField {...text('min', t.min)} type="number" sx={{ width: 140 }} />
          <TextField {...text('max', t.max)} type="number" sx={{ width: 140 }} />
        </>
      );
    case 'sex':
      return (
        <TextField {...text('sex', t.sex)} select sx={{ width: 140 }}>
          <MenuItem value="female">{t.female}</MenuItem>
          <MenuItem value="male">{t.male}</MenuItem>
        </TextField>
      );
    case 'diagnosis':
      return (
        <>
          <TextField {...text('keywords', t.keywords)} sx={{ flex: 1, minWidth: 200 }} />
          <TextField {...text('codes', t.codes)} sx={{ flex: 1, minWidth: 200 }} />
        </>
      );
    case 'lab':
      return (
        <>
          <TextField {...text('test', t.test)} sx={{ width: 160 }} />
          <TextField {...text('op', t.op)} select sx={{ width: 100 }}>
            {OPS.map((op) => (
              <MenuItem key={op} value={op}>
                {OP_TEXT[op]}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...text('value', t.value)} type="number" sx={{ width: 120 }} />
          <TextField {...text('withinDays', t.withinDays)} type="number" sx={{ width: 180 }} />
        </>
      );
    case 'priorDrug':
      return (
        <>
          <TextField {...text('drugs', t.drugs)} sx={{ flex: 1, minWidth: 220 }} />
          <FormControlLabel
            control={<Switch checked={row.taken} onChange={(event) => set({ taken: event.target.checked })} />}
            label={row.taken ? t.taken : t.notTaken}
          />
        </>
      );
    case 'manual':
      return <TextField {...text('text', t.text)} multiline sx={{ flex: 1, minWidth: 260 }} />;
  }
}

export function CriterionRow({ row, index, count, problem, onChange, onMove, onRemove }: CriterionRowProps) {
  const t = useMessages(ruleMessages);
  const { locale } = useLocale();
  const set = (patch: Partial<CriterionDraft>) => onChange({ ...row, ...patch });
  const read = criterionOf(row);
  const label = format(t.criterionN, { n: index + 1 });
  return (
    <Paper variant="outlined" component="fieldset" aria-label={label} sx={{ p: 1.5, m: 0 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            label={t.role}
            size="small"
            select
            value={row.role}
            onChange={(event) => set({ role: event.target.value as CriterionRole })}
            sx={{ width: 110 }}
          >
            {ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {CRITERION_ROLE_LABELS[role][locale]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t.kind}
            size="small"
            select
            value={row.kind}
            onChange={(event) => set({ kind: event.target.value as CriterionKind })}
            sx={{ width: 150 }}
          >
            {CRITERION_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {CRITERION_KIND_LABELS[kind][locale]}
              </MenuItem>
            ))}
          </TextField>
          <KindFields row={row} set={set} />
          <Stack direction="row" sx={{ ml: 'auto' }}>
            <IconButton aria-label={`${t.moveUp} ${label}`} disabled={index === 0} onClick={() => onMove(-1)}>
              <ArrowUpIcon fontSize="small" />
            </IconButton>
            <IconButton aria-label={`${t.moveDown} ${label}`} disabled={index === count - 1} onClick={() => onMove(1)}>
              <ArrowDownIcon fontSize="small" />
            </IconButton>
            <IconButton aria-label={`${t.remove} ${label}`} onClick={onRemove}>
              ×
            </IconButton>
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary" data-testid="criterion-preview">
          {t.preview}：{'criterion' in read ? describeCriterionWithRole(read.criterion, locale) : '—'}
        </Typography>
        {problem && (
          <Typography variant="body2" color="error" role="alert">
            {problem}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
