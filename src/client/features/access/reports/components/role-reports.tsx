/**
 * The roles page's "报表 / Reports" section: the catalogue reports the holders of a role may
 * run, saved against the role's version (read-only without the 'role:permission' button).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { RoleReports } from '../../../../../shared/api/access/reports';
import { REPORT_CATALOGUE, REPORT_KEYS, type ReportKey } from '../../../../../shared/domain/reports';
import { failureText } from '../../../../lib/field-problem';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { reportMessages } from '../messages';
import { reportQueries, useRoleReportActions } from '../queries';

function ReportChoice({ saved, readOnly }: { saved: RoleReports; readOnly: boolean }) {
  const t = useMessages(reportMessages);
  const { locale } = useLocale();
  const { save } = useRoleReportActions();
  const [chosen, setChosen] = useState<ReportKey[]>(saved.reports);
  const [error, setError] = useState<string>();
  const changed = chosen.length !== saved.reports.length || chosen.some((key) => !saved.reports.includes(key));
  const submit = () =>
    save.mutate(
      { roleId: saved.roleId, version: saved.version, reports: REPORT_KEYS.filter((key) => chosen.includes(key)) },
      { onError: (failure) => setError(failureText(failure, t.saveFailed)) },
    );
  return (
    <>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <FormGroup row>
        {REPORT_KEYS.map((key) => (
          <FormControlLabel
            key={key}
            label={REPORT_CATALOGUE[key].name[locale]}
            control={
              <Checkbox
                checked={chosen.includes(key)}
                disabled={readOnly}
                onChange={(event) =>
                  setChosen(event.target.checked ? [...chosen, key] : chosen.filter((k) => k !== key))
                }
              />
            }
          />
        ))}
      </FormGroup>
      {!readOnly && (
        <Button variant="contained" sx={{ mt: 1 }} disabled={!changed || save.isPending} onClick={submit}>
          {t.save}
        </Button>
      )}
    </>
  );
}

export function RoleReportsSection({ roleId, readOnly }: { roleId: number; readOnly: boolean }) {
  const t = useMessages(reportMessages);
  const headingId = useId();
  const reports = useQuery(reportQueries.ofRole(roleId));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId}>
        {t.roleReports}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t.roleReportsHint}
      </Typography>
      {reports.isError && <Alert severity="error">{t.saveFailed}</Alert>}
      {reports.isPending && <Skeleton variant="rounded" height={80} />}
      {/* Keyed by version: a saved (or elsewhere changed) role starts the choice afresh. */}
      {reports.data && <ReportChoice key={reports.data.version} saved={reports.data} readOnly={readOnly} />}
    </Paper>
  );
}
