/**
 * The report catalogue (system page Reports, 报表; SPEC §6 role-based report assignment and
 * report apply): every report with whether the user holds it, links to where the held ones
 * run, "申请" for the others (through the approval workflow), and the user's applications.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportCatalogueRow } from '../../../../../shared/api/access/reports';
import {
  REPORT_APPLICATION_STATUS_LABELS,
  REPORT_AREA_LABELS,
  REPORT_CATALOGUE,
  type ReportKey,
} from '../../../../../shared/domain/reports';
import { formatDateTime } from '../../../../lib/dates';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useDocumentTitle } from '../../../../lib/document-title';
import { RouterLink } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { TableStates } from '../../../../ui/table-states';
import { PROJECT_PAGE_PATHS, SYSTEM_PAGE_PATHS } from '../../auth/staff-pages';
import { useCan } from '../../auth/use-staff-session';
import { reportMessages } from '../messages';
import { REPORT_PAGES } from '../report-pages';
import { reportQueries } from '../queries';
import { ApplyDialog } from './apply-dialog';

function OpenLinks({ row }: { row: ReportCatalogueRow }) {
  const t = useMessages(reportMessages);
  const { locale } = useLocale();
  const name = REPORT_CATALOGUE[row.key].name[locale];
  const where = REPORT_PAGES[row.key];
  if (where.scope === 'system') return <RouterLink to={SYSTEM_PAGE_PATHS[where.page]}>{t.open}</RouterLink>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {row.projects.map((project) => (
        <RouterLink
          key={project.id}
          to={PROJECT_PAGE_PATHS[where.page]}
          params={{ projectId: project.id }}
          aria-label={format(t.openIn, { report: name, project: project.name }, locale)}
        >
          {project.name}
        </RouterLink>
      ))}
    </Stack>
  );
}

function ApplicationsTable() {
  const t = useMessages(reportMessages);
  const { locale } = useLocale();
  const applications = useQuery(reportQueries.applications());
  const rows = applications.data ?? [];
  const heads = [t.report, t.project, t.reason, t.period, t.status, t.appliedAt];
  return (
    <TableContainer>
      <Table size="small" aria-label={t.myApplications}>
        <TableHead>
          <TableRow>
            {heads.map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates
            colSpan={heads.length}
            loading={applications.isPending}
            failed={applications.isError}
            empty={rows.length === 0}
            onRetry={() => void applications.refetch()}
          />
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{REPORT_CATALOGUE[row.reportKey].name[locale]}</TableCell>
              <TableCell>{row.projectName ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{row.reason}</TableCell>
              <TableCell>
                {row.startsOn} ~ {row.endsOn}
              </TableCell>
              <TableCell>{REPORT_APPLICATION_STATUS_LABELS[row.status][locale]}</TableCell>
              <TableCell>{formatDateTime(row.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function ReportsPage() {
  const t = useMessages(reportMessages);
  const { locale } = useLocale();
  useDocumentTitle(t.title);
  const canApply = useCan()('report:apply');
  const catalogue = useQuery(reportQueries.catalogue());
  const [applying, setApplying] = useState<ReportKey>();
  const rows = catalogue.data?.reports ?? [];
  const heads = [t.report, t.area, t.scope, t.description, t.held, t.actions];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} />
      <Typography color="text.secondary">{t.intro}</Typography>
      <Typography variant="h6" component="h2">
        {t.catalogue}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t.catalogue}>
          <TableHead>
            <TableRow>
              {heads.map((head) => (
                <TableCell key={head}>{head}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              colSpan={heads.length}
              loading={catalogue.isPending}
              failed={catalogue.isError}
              empty={rows.length === 0}
              onRetry={() => void catalogue.refetch()}
            />
            {rows.map((row) => {
              const entry = REPORT_CATALOGUE[row.key];
              return (
                <TableRow key={row.key}>
                  <TableCell>{entry.name[locale]}</TableCell>
                  <TableCell>{REPORT_AREA_LABELS[row.area][locale]}</TableCell>
                  <TableCell>{row.scope === 'project' ? t.scopeProject : t.scopeSystem}</TableCell>
                  <TableCell>{entry.description[locale]}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={row.held ? 'success' : 'default'}
                      label={row.held ? t.heldYes : t.heldNo}
                    />
                  </TableCell>
                  <TableCell>
                    <Stack spacing={1}>
                      {row.held && <OpenLinks row={row} />}
                      {canApply && (row.scope === 'project' || !row.held) && (
                        <Button
                          size="small"
                          sx={{ alignSelf: 'flex-start' }}
                          onClick={() => setApplying(row.key)}
                          aria-label={format(t.applyFor, { report: entry.name[locale] }, locale)}
                        >
                          {t.apply}
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="h6" component="h2">
        {t.myApplications}
      </Typography>
      <ApplicationsTable />
      {applying && catalogue.data && (
        <ApplyDialog reportKey={applying} projects={catalogue.data.myProjects} onClose={() => setApplying(undefined)} />
      )}
    </Stack>
  );
}
