/**
 * A subject's drug accountability log as printed (A4): every dispensing (day, visit, kits and
 * batches, packs, who dispensed, who reviewed) and every return (day, packs, units left,
 * compliance), the totals, then the signing part.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { SubjectLog } from '../../../../../shared/api/drugs/accountability';
import { format, useMessages } from '../../../../lib/i18n';
import { PrintPage } from '../../../../ui/print-page/print-page';
import { PrintTable } from '../../../../ui/print-page/print-table';
import { useStaffAccess } from '../../../access';
import { reconciliationMessages } from '../messages';
import { reconciliationQueries } from '../queries';
import { LogSigning } from './log-signing';

type Messages = typeof reconciliationMessages.en;

function complianceText(row: SubjectLog['returns'][number], t: Messages) {
  if (row.compliancePercent === null) return '—';
  if (row.complianceFlag === 'ok') return `${row.compliancePercent}%`;
  return format(t.complianceOut, { percent: row.compliancePercent });
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function SubjectLogTables({ log }: { log: SubjectLog }) {
  const t = useMessages(reconciliationMessages);
  const packs = (lines: { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <>
      <Section title={t.dispensings}>
        <PrintTable
          empty={t.noDispensing}
          columns={[t.day, t.visit, t.kits, t.batch, t.quantity, t.dispensedBy, t.reviewedBy, t.dispensingStatus]}
          rows={log.dispensings.map((row) => [
            row.dispensedOn,
            row.visitName ?? '—',
            row.lines.map((line) => `${line.kitNumber}（${line.productName}）`).join('、'),
            [...new Set(row.lines.map((line) => line.batchNumber))].join('、'),
            String(packs(row.lines)),
            row.dispensedBy,
            row.reviewedBy ?? '—',
            t[row.status],
          ])}
        />
      </Section>
      <Section title={t.returns}>
        <PrintTable
          empty={t.noReturn}
          columns={[t.day, t.kits, t.packsReturned, t.unitsLeft, t.compliance]}
          rows={log.returns.map((row) => [
            row.returnedOn,
            row.lines.map((line) => line.kitNumber).join('、'),
            String(packs(row.lines)),
            String(row.lines.reduce((sum, line) => sum + line.unitsLeft, 0)),
            complianceText(row, t),
          ])}
        />
      </Section>
      <Typography sx={{ mt: 1, fontWeight: 600 }} data-testid="subject-totals">
        {format(t.totalsLine, { dispensed: log.subject.dispensed, returned: log.subject.returned })}
      </Typography>
    </>
  );
}

export function SubjectLogPrint({ projectId, subjectId }: { projectId: number; subjectId: number }) {
  const t = useMessages(reconciliationMessages);
  const project = useStaffAccess().projects.find((p) => p.projectId === projectId);
  const query = useQuery(reconciliationQueries.subjectLog(projectId, subjectId));
  const log = query.data?.log;
  const who = log ? `${log.subject.subjectNumber ?? ''} ${log.subject.initials ?? ''}`.trim() : '';
  return (
    <PrintPage
      title={t.subjectLogTitle}
      header={project ? { projectName: project.projectName } : undefined}
      loading={query.isPending}
      failed={query.isError}
    >
      {log && query.data && (
        <>
          <Typography sx={{ mt: 1 }} data-testid="log-subject">
            {t.subjectInfo}：{who}
          </Typography>
          <SubjectLogTables log={log} />
          <LogSigning
            target={{ projectId, kind: 'subject', subjectId }}
            name={`${t.subjectLogTitle} ${who}`}
            signatures={query.data.signatures}
          />
        </>
      )}
    </PrintPage>
  );
}
