/**
 * A project's outpatient doctors: add, edit, remove and reorder rows, then save the whole
 * list (the public detail page shows it in this order). Departments come from the org list;
 * a department typed before it left the list stays as written.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DOCTORS_MAX, type Doctor, type StaffProject, doctorSchema } from '../../../../shared/api/projects';
import { useDepartmentOptions } from '../../../lib/department-options';
import { showInfo } from '../../../lib/feedback';
import { format, useLocale, useMessages } from '../../../lib/i18n';
import { failureText } from '../../../lib/field-problem';
import { schemaChecker } from '../../../../shared/api/schema-problems';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes-guard';
import { projectManageMessages } from '../messages';
import { projectManageQueries } from '../queries';
import { useSaveDoctors } from '../use-project-actions';

const checkDoctor = schemaChecker(doctorSchema);
const blank: Doctor = { deptName: '', doctName: '', seeTime: '' };

function swap<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

export function DoctorsEditor({ project, canEdit }: { project: StaffProject; canEdit: boolean }) {
  const t = useMessages(projectManageMessages);
  const { locale } = useLocale();
  const saved = useQuery(projectManageQueries.doctors(project.id));
  const departments = useDepartmentOptions();
  const save = useSaveDoctors();
  const [rows, setRows] = useState<Doctor[]>([]);
  const [errors, setErrors] = useState<Record<string, string>[]>([]);
  const [formError, setFormError] = useState<string>();
  useEffect(() => {
    if (saved.data) setRows(saved.data);
  }, [saved.data]);
  const dirty = useRef(false);
  dirty.current = !!saved.data && JSON.stringify(rows) !== JSON.stringify(saved.data) && !save.isPending;

  const edit = (index: number, field: keyof Doctor, value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rows.map((row) => checkDoctor(row, locale));
    setErrors(found);
    if (found.some((problems) => Object.keys(problems).length > 0)) return;
    save.mutate(
      { projectId: project.id, version: project.version, doctors: rows },
      {
        onSuccess: () => {
          dirty.current = false;
          setFormError(undefined);
          showInfo({ text: t.doctorsSaved });
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
        {rows.map((row, index) => {
          const label = format(t.doctorRow, { n: index + 1 });
          const problem = errors[index] ?? {};
          return (
            <Box
              component="li"
              key={index}
              aria-label={label}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr auto' },
                alignItems: 'start',
              }}
            >
              <TextField
                select={deptNames.includes(row.deptName) || row.deptName === ''}
                size="small"
                label={t.doctorDept}
                value={row.deptName}
                disabled={!canEdit}
                onChange={(event) => edit(index, 'deptName', event.target.value)}
                error={!!problem.deptName}
                helperText={problem.deptName}
              >
                {deptNames.map((name) => (
                  <MenuItem key={name} value={name}>
                    {name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label={t.doctorName}
                value={row.doctName}
                disabled={!canEdit}
                onChange={(event) => edit(index, 'doctName', event.target.value)}
                error={!!problem.doctName}
                helperText={problem.doctName}
                slotProps={{ htmlInput: { maxLength: 50 } }}
              />
              <TextField
                size="small"
                label={t.seeTime}
                value={row.seeTime}
                disabled={!canEdit}
                onChange={(event) => edit(index, 'seeTime', event.target.value)}
                error={!!problem.seeTime}
                helperText={problem.seeTime}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              {canEdit && (
                <Stack direction="row">
                  <IconButton
                    aria-label={`${t.moveUp} ${label}`}
                    disabled={index === 0}
                    onClick={() => setRows(swap(rows, index, index - 1))}
                  >
                    ↑
                  </IconButton>
                  <IconButton
                    aria-label={`${t.moveDown} ${label}`}
                    disabled={index === rows.length - 1}
                    onClick={() => setRows(swap(rows, index, index + 1))}
                  >
                    ↓
                  </IconButton>
                  <IconButton
                    aria-label={`${t.remove} ${label}`}
                    onClick={() => setRows(rows.filter((_, i) => i !== index))}
                  >
                    ×
                  </IconButton>
                </Stack>
              )}
            </Box>
          );
        })}
      </Stack>
      {canEdit && (
        <Stack direction="row" spacing={1}>
          <Button onClick={() => setRows([...rows, blank])} disabled={rows.length >= DOCTORS_MAX}>
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
