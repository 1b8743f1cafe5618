/**
 * One SUSAR or DSUR report in a dialog: its number in the title, its record, PV and due
 * chips, the fields the page lists, its buttons, what the kind adds (a SUSAR's forwarding to
 * the ethics committee) and its submitted revisions.
 */
import type { ReactNode } from 'react';
import type { DueState } from '../../../../../shared/domain/safety/due-dates';
import { useMessages } from '../../../../lib/i18n';
import type { DetailField } from '../../../../ui/detail-field-list';
import { DueChip, RecordStatusChip } from '../../../../ui/safety-status-chips';
import { SafetyReportDialog } from '../../../../ui/safety-report-dialog';
import { pvMessages } from '../messages';
import type { PvKind } from '../queries';
import { type ActionableRecord, RecordActions } from './record-actions';
import { PvRevisionList } from './revision-list';
import { PvChip } from './status-chips';

export interface PvReport extends ActionableRecord {
  reportNo: string | null;
  dueState: DueState;
  dueLabel: string;
}

export interface PvReportDialogProps<Report extends PvReport> {
  kind: PvKind;
  projectId: number;
  /** The report once loaded. */
  report: Report | undefined;
  loading: boolean;
  failed: boolean;
  fields: DetailField[];
  onEdit: (report: Report) => void;
  onClose: () => void;
  /** Shown under the report's buttons once it is loaded. */
  children?: ReactNode;
}

export function PvReportDialog<Report extends PvReport>({
  kind,
  projectId,
  report,
  loading,
  failed,
  fields,
  onEdit,
  onClose,
  children,
}: PvReportDialogProps<Report>) {
  const t = useMessages(pvMessages);
  return (
    <SafetyReportDialog
      title={report?.reportNo ? `${t.detail} ${report.reportNo}` : t.detail}
      loading={loading}
      failed={failed}
      notFoundText={t.notFound}
      closeLabel={t.close}
      fields={fields}
      chips={
        report && (
          <>
            <RecordStatusChip status={report.status} />
            <PvChip pvStatus={report.pvStatus} />
            <DueChip dueState={report.dueState} dueLabel={report.dueLabel} />
          </>
        )
      }
      onClose={onClose}
    >
      {report && (
        <>
          <RecordActions
            kind={kind}
            projectId={projectId}
            record={report}
            onEdit={() => onEdit(report)}
            onDeleted={onClose}
          />
          {children}
          <PvRevisionList kind={kind} projectId={projectId} id={report.id} />
        </>
      )}
    </SafetyReportDialog>
  );
}
