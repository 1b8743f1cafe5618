/**
 * A project's outpatient doctors: add, edit, remove and reorder rows, then save the whole
 * list (the public detail page shows it in this order). Departments come from the org list;
 * a department typed before it left the list stays as written.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type StaffProject } from '../../../../../shared/api/study/projects';
import { DOCTORS_MAX, type Doctor, doctorSchema } from '../../../../../shared/api/study/project-pages';
import { useDepartmentOptions } from '../../../../lib/department-options';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { failureText } from '../../../../lib/field-problem';
import { schemaChecker } from '../../../../../shared/api/contract/schema-problems';
import { UnsavedChangesGuard } from '../../../../ui/unsaved-changes-guard';
import { visuallyHidden } from '../../../../ui/visually-hidden';
import { projectManageMessages } from '../messages';
import { projectManageQueries } from '../queries';
import { useSaveDoctors } from '../use-project-actions';
import { DoctorRow, type DoctorRowState, moveButtonId } from './doctor-row';

const checkDoctor = schemaChecker(doctorSchema);
const blank: Doctor = { deptName: '', doctName: '', seeTime: '' };

let lastUid = 0;
const rowsOf = (doctors: Doctor[]): DoctorRowState[] =>
  doctors.map((doctor) => ({ ...doctor, uid: ++lastUid, problems: {} }));
const doctorsOf = (rows: DoctorRowState[]): Doctor[] =>
  rows.map(({ deptName, doctName, seeTime }) => ({ deptName, doctName, seeTime }));

export function DoctorsEditor({ project, canEdit }: { project: StaffProject; canEdit: boolean }) {
  const t = useMessages(projectManageMessages);
  const { locale } = useLocale();
  const saved = useQuery(projectManageQueries.doctors(project.id));
  const departments = useDepartmentOptions();
  const save = useSaveDoctors();
  const [rows, setRows] = useState<DoctorRowState[]>([]);
  const [formError, setFormError] = useState<string>();
  // After a move: the moved row's button to focus, and what to tell screen readers.
  const [moved, setMoved] = useState<{ uid: number; direction: 'up' | 'down'; text: string }>();
  // The rows start again from each list the server answers (adjusted while rendering).
  const [seenSaved, setSeenSaved] = useState<typeof saved.data>();
  if (saved.data !== seenSaved) {
    setSeenSaved(saved.data);
    if (saved.data) setRows(rowsOf(saved.data));
  }
  useEffect(() => {
    if (!moved) return;
    const button = document.getElementById(moveButtonId(moved.uid, moved.direction));
    const other = document.getElementById(moveButtonId(moved.uid, moved.direction === 'up' ? 'down' : 'up'));
    // At the top or bottom the same button is disabled: keep the focus on the row's other move.
    (button && !button.hasAttribute('disabled') ? button : other)?.focus();
  }, [moved]);
  const isDirty = !!saved.data && JSON.stringify(doctorsOf(rows)) !== JSON.stringify(saved.data) && !save.isPending;
  // Read by the unsaved-changes guard outside render.
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);

  const edit = (uid: number, field: keyof Doctor, value: string) =>
    setRows((current) => current.map((row) => (row.uid === uid ? { ...row, [field]: value } : row)));
  const move = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const row = rows[index];
    if (!row || to < 0 || to >= rows.length) return;
    const next = [...rows];
    [next[index], next[to]] = [next[to] as DoctorRowState, row];
    setRows(next);
    setMoved({ uid: row.uid, direction, text: format(t.doctorMoved, { name: row.doctName || '—', n: to + 1 }) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = rows.map((row) => ({
      ...row,
      problems: checkDoctor(doctorsOf([row])[0], locale),
    }));
    setRows(checked);
    if (checked.some((row) => Object.keys(row.problems).length > 0)) return;
    save.mutate(
      { projectId: project.id, version: project.version, doctors: doctorsOf(rows) },
      {
        onSuccess: () => {
          dirty.current = false;
          setFormError(undefined);
        },
        onError: (error) => setFormError(failureText(error, t.saveFailed)),
      },
    );
  };

  if (saved.isPending) return <Typography color="text.secondary">…</Typography>;
  if (saved.isError) return <Alert severity="error">{t.loadFailed}</Alert>;
  const deptNames = departments.map((dept) => dept.name);

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t.tabDoctors}>
      <UnsavedChangesGuard isDirty={() => dirty.current} />
      <Typography color="text.secondary">{t.doctorsHint}</Typography>
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      {rows.length === 0 && <Typography>{t.noDoctors}</Typography>}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row, index) => (
          <DoctorRow
            key={row.uid}
            row={row}
            index={index}
            count={rows.length}
            canEdit={canEdit}
            deptNames={deptNames}
            onEdit={(field, value) => edit(row.uid, field, value)}
            onMove={(direction) => move(index, direction)}
            onRemove={() => setRows(rows.filter((other) => other.uid !== row.uid))}
          />
        ))}
      </Stack>
      <Box role="status" sx={visuallyHidden}>
        {moved?.text}
      </Box>
      {canEdit && (
        <Stack direction="row" spacing={1}>
          <Button onClick={() => setRows([...rows, ...rowsOf([blank])])} disabled={rows.length >= DOCTORS_MAX}>
            {t.addDoctor}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t.saveDoctors}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
