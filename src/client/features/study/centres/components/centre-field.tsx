/**
 * The centre a new subject is enrolled at, for the enrolment and add-subject dialogs: shown only
 * when the project has more than one centre taking subjects; left empty, the server puts the
 * subject at our own centre. Read only by those who see the project's subjects.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../../../lib/i18n';
import { useStaffAccess } from '../../../access';
import { centreMessages } from '../messages';
import { centreQueries } from '../queries';

export interface CentreFieldProps {
  projectId: number;
  /** The chosen centre's id as text; '' for our own centre. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function CentreField({ projectId, value, onChange, error }: CentreFieldProps) {
  const t = useMessages(centreMessages);
  const enabled = useStaffAccess().hasProjectPage(projectId, 'TrialSubjects');
  const options = useQuery({ ...centreQueries.options(projectId), enabled });
  const centres = options.data ?? [];
  if (centres.length < 2) return null;
  const own = centres.find((centre) => centre.isOwn);
  return (
    <TextField
      select
      size="small"
      label={t.enrolAt}
      value={value === '' && own ? String(own.id) : value}
      onChange={(event) => onChange(event.target.value === String(own?.id) ? '' : event.target.value)}
      error={Boolean(error)}
      helperText={error}
    >
      {centres.map((centre) => (
        <MenuItem key={centre.id} value={String(centre.id)}>
          {centre.isOwn ? `${centre.name}（${t.own}）` : centre.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
