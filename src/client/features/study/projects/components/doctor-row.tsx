/** One outpatient doctor in the editor: department (from the org list), name, clinic hours, and its moves. */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Doctor } from '../../../../../shared/api/study/project-pages';
import { format, useMessages } from '../../../../lib/i18n';
import { projectManageMessages } from '../messages';

/** A row as edited: its doctor, a stable id (its key and focus target), and the problems found. */
export interface DoctorRowState extends Doctor {
  uid: number;
  problems: Partial<Record<keyof Doctor, string>>;
}

export const moveButtonId = (uid: number, direction: 'up' | 'down') => `doctor-${uid}-${direction}`;

export interface DoctorRowProps {
  row: DoctorRowState;
  index: number;
  count: number;
  canEdit: boolean;
  deptNames: string[];
  onEdit: (field: keyof Doctor, value: string) => void;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
}

export function DoctorRow({ row, index, count, canEdit, deptNames, onEdit, onMove, onRemove }: DoctorRowProps) {
  const t = useMessages(projectManageMessages);
  const label = format(t.doctorRow, { n: index + 1 });
  const field = (name: keyof Doctor, text: string, maxLength: number) => ({
    size: 'small' as const,
    label: text,
    value: row[name],
    disabled: !canEdit,
    onChange: (event: { target: { value: string } }) => onEdit(name, event.target.value),
    error: !!row.problems[name],
    helperText: row.problems[name],
    slotProps: { htmlInput: { maxLength } },
  });
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr auto' }, alignItems: 'start' }}
    >
      {/* A department typed before it left the org list stays as written. */}
      <TextField
        select={deptNames.includes(row.deptName) || row.deptName === ''}
        {...field('deptName', t.doctorDept, 50)}
      >
        {deptNames.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field('doctName', t.doctorName, 50)} />
      <TextField {...field('seeTime', t.seeTime, 100)} />
      {canEdit && (
        <Stack direction="row">
          <IconButton
            id={moveButtonId(row.uid, 'up')}
            aria-label={`${t.moveUp} ${label}`}
            disabled={index === 0}
            onClick={() => onMove('up')}
          >
            ↑
          </IconButton>
          <IconButton
            id={moveButtonId(row.uid, 'down')}
            aria-label={`${t.moveDown} ${label}`}
            disabled={index === count - 1}
            onClick={() => onMove('down')}
          >
            ↓
          </IconButton>
          <IconButton aria-label={`${t.remove} ${label}`} onClick={onRemove}>
            ×
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}
