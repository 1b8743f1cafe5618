/** One visit of the draft: name, group, day offset, window, repeat, activities, and moving it (buttons, so keyboard users can reorder). */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DictItem } from '../../../../../shared/api/study';
import { REPEAT_UNITS, REPEAT_UNIT_LABELS } from '../../../../../shared/domain/visits/schedule';
import { format, joinList, useLocale, useMessages } from '../../../../lib/i18n';
import { dictLabel, dictName } from '../../../../lib/site-queries';
import { ArrowDownIcon, ArrowUpIcon } from '../../../../ui/staff-icons';
import { planMessages } from '../messages';
import type { VisitDraft } from '../plan-draft';

export interface VisitRowProps {
  visit: VisitDraft;
  index: number;
  count: number;
  groups: string[];
  activityTypes: DictItem[];
  /** The problem to show, under the field it concerns. */
  problem?: { field: string; text: string };
  onChange: (next: VisitDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const NO_GROUP = '';

export function VisitRow({
  visit,
  index,
  count,
  groups,
  activityTypes,
  problem,
  onChange,
  onMove,
  onRemove,
}: VisitRowProps) {
  const t = useMessages(planMessages);
  const { locale } = useLocale();
  const label = visit.name.trim() || format(t.visitN, { n: index + 1 });
  const set = (patch: Partial<VisitDraft>) => onChange({ ...visit, ...patch });
  const errorOf = (field: keyof VisitDraft) => (problem?.field === field ? problem.text : undefined);
  const number = (
    field: 'dayOffset' | 'windowBefore' | 'windowAfter' | 'repeatEvery' | 'repeatTimes',
    text: string,
  ) => (
    <TextField
      label={text}
      size="small"
      value={visit[field]}
      onChange={(event) => set({ [field]: event.target.value })}
      error={!!errorOf(field)}
      helperText={errorOf(field)}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: 130 }}
    />
  );
  // The stored activity name is the dictionary's own (Chinese) name; the picker shows the reader's language.
  const nameOf = (type: string) => activityTypes.find((item) => item.key === type)?.value ?? type;
  const labelOf = (type: string) => dictLabel({ types: activityTypes }, 'types', type, locale);

  return (
    <Paper
      variant="outlined"
      component="fieldset"
      aria-label={format(t.visitN, { n: index + 1 })}
      sx={{ p: 1.5, m: 0 }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="span" sx={{ flex: 1 }}>
            {`${index + 1}. ${visit.code ?? ''}`}
          </Typography>
          <IconButton aria-label={format(t.moveUp, { name: label })} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUpIcon />
          </IconButton>
          <IconButton
            aria-label={format(t.moveDown, { name: label })}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDownIcon />
          </IconButton>
          <IconButton aria-label={format(t.remove, { name: label })} onClick={onRemove}>
            ×
          </IconButton>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            label={t.visitName}
            size="small"
            required
            value={visit.name}
            onChange={(event) => set({ name: event.target.value })}
            error={!!errorOf('name')}
            helperText={errorOf('name')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            select
            label={t.group}
            size="small"
            value={visit.groupIndex === null ? NO_GROUP : String(visit.groupIndex)}
            onChange={(event) =>
              set({ groupIndex: event.target.value === NO_GROUP ? null : Number(event.target.value) })
            }
            error={!!errorOf('groupIndex')}
            helperText={errorOf('groupIndex')}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value={NO_GROUP}>{t.noGroup}</MenuItem>
            {groups.map((name, groupIndex) => (
              <MenuItem key={groupIndex} value={String(groupIndex)}>
                {name || format(t.groupN, { n: groupIndex + 1 })}
              </MenuItem>
            ))}
          </TextField>
          {number('dayOffset', t.dayOffset)}
          {number('windowBefore', t.windowBefore)}
          {number('windowAfter', t.windowAfter)}
        </Stack>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <FormControlLabel
            control={
              <Checkbox checked={visit.repeatOn} onChange={(event) => set({ repeatOn: event.target.checked })} />
            }
            label={t.repeat}
          />
          {visit.repeatOn && (
            <>
              {number('repeatEvery', t.repeatEvery)}
              <TextField
                select
                label={t.repeatUnit}
                size="small"
                value={visit.repeatUnit}
                onChange={(event) => set({ repeatUnit: event.target.value as VisitDraft['repeatUnit'] })}
                sx={{ width: 100 }}
              >
                {REPEAT_UNITS.map((unit) => (
                  <MenuItem key={unit} value={unit}>
                    {REPEAT_UNIT_LABELS[unit][locale]}
                  </MenuItem>
                ))}
              </TextField>
              {number('repeatTimes', t.repeatTimes)}
            </>
          )}
          <TextField
            select
            label={t.activities}
            size="small"
            value={visit.activities.map((activity) => activity.type)}
            onChange={(event) => {
              const value = event.target.value;
              const types = typeof value === 'string' ? value.split(',') : value;
              const kept = new Map(visit.activities.map((activity) => [activity.type, activity.name]));
              set({ activities: types.map((type) => ({ type, name: kept.get(type) ?? nameOf(type) })) });
            }}
            error={!!errorOf('activities')}
            helperText={errorOf('activities')}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) => joinList((selected as string[]).map(labelOf), locale),
              },
            }}
            sx={{ minWidth: 240, flex: 1 }}
          >
            {activityTypes.map((item) => (
              <MenuItem key={item.key} value={item.key}>
                {dictName(item, locale)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>
    </Paper>
  );
}
