/** One checkpoint of a QC plan draft: its key, name, level, node (with N or a date where needed), days, sample, items and runner. */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  QC_ITEM_TEMPLATES,
  QC_LEVEL,
  QUALITY_NODE,
  type QcLevel,
  type QualityNode,
} from '../../../../../shared/domain/quality/qc-dictionaries';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { type CheckpointForm, type CheckpointProblems, nodeNeeds, withNode } from '../checkpoint-form';
import { qcPlanMessages } from '../messages';

export interface CheckpointFieldsProps {
  index: number;
  value: CheckpointForm;
  problems: CheckpointProblems[number] | undefined;
  team: readonly { userId: number; realname: string; userName: string }[];
  onChange: (next: CheckpointForm) => void;
  onRemove: () => void;
}

const short = { minWidth: 120, flex: '0 1 140px' } as const;

export function CheckpointFields({ index, value, problems, team, onChange, onRemove }: CheckpointFieldsProps) {
  const t = useMessages(qcPlanMessages);
  const { locale } = useLocale();
  const needs = nodeNeeds(value.node);
  const problem = (field: keyof CheckpointForm) => {
    const found = problems?.[field];
    return { error: Boolean(found), helperText: found ? t[found] : undefined };
  };
  const set = <K extends keyof CheckpointForm>(field: K, next: CheckpointForm[K]) =>
    onChange({ ...value, [field]: next });
  const title = format(t.checkpoint, { index: index + 1 });
  const toggleItem = (code: CheckpointForm['items'][number], on: boolean) =>
    set('items', on ? [...value.items, code] : value.items.filter((item) => item !== code));
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0 }} aria-label={title}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="legend" variant="subtitle2">
          {title}
        </Typography>
        <Button size="small" color="error" onClick={onRemove}>
          {format(t.removeCheckpoint, { key: value.key })}
        </Button>
      </Stack>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mt: 1 }}>
        <TextField
          sx={short}
          required
          label={t.key}
          value={value.key}
          {...problem('key')}
          onChange={(e) => set('key', e.target.value)}
        />
        <TextField
          sx={{ flex: '1 1 240px' }}
          required
          label={t.checkpointName}
          value={value.name}
          {...problem('name')}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          sx={short}
          select
          label={t.level}
          value={String(value.level)}
          onChange={(e) => set('level', Number(e.target.value) as QcLevel)}
        >
          {QC_LEVEL.map((level) => (
            <MenuItem key={level.value} value={String(level.value)}>
              {level.label[locale]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          sx={{ flex: '1 1 200px' }}
          select
          label={t.node}
          value={value.node}
          onChange={(e) => onChange(withNode(value, e.target.value as QualityNode))}
        >
          {QUALITY_NODE.map((node) => (
            <MenuItem key={node.value} value={node.value}>
              {node.label[locale]}
            </MenuItem>
          ))}
        </TextField>
        {needs === 'threshold' && (
          <TextField
            sx={short}
            required
            label={t.threshold}
            value={value.threshold}
            {...problem('threshold')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            onChange={(e) => set('threshold', e.target.value)}
          />
        )}
        {needs === 'date' && (
          <TextField
            sx={short}
            required
            type="date"
            label={t.date}
            value={value.date}
            {...problem('date')}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(e) => set('date', e.target.value)}
          />
        )}
        <TextField
          sx={short}
          required
          label={t.dueDays}
          value={value.dueDays}
          {...problem('dueDays')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          onChange={(e) => set('dueDays', e.target.value)}
        />
        <TextField
          sx={short}
          required
          label={t.sampleSize}
          value={value.sampleSize}
          {...problem('sampleSize')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          onChange={(e) => set('sampleSize', e.target.value)}
        />
        <TextField
          sx={{ flex: '1 1 200px' }}
          select
          label={t.assignee}
          value={String(value.assigneeUserId)}
          onChange={(e) => set('assigneeUserId', e.target.value ? Number(e.target.value) : '')}
        >
          <MenuItem value="">{t.nobody}</MenuItem>
          {team.map((member) => (
            <MenuItem key={member.userId} value={String(member.userId)}>
              {`${member.realname}（${member.userName}）`}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FormControl component="fieldset" error={Boolean(problems?.items)} sx={{ mt: 1 }}>
        <FormLabel component="legend">{t.items}</FormLabel>
        <FormGroup row>
          {QC_ITEM_TEMPLATES.map((item) => (
            <FormControlLabel
              key={item.code}
              label={item.label[locale]}
              control={
                <Checkbox
                  checked={value.items.includes(item.code)}
                  onChange={(e) => toggleItem(item.code, e.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        {problems?.items && <FormHelperText>{t[problems.items]}</FormHelperText>}
      </FormControl>
    </Paper>
  );
}
