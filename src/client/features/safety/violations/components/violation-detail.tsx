/** One protocol violation, as linked from the task inbox (`?id=`): every field and its review. */
import { useQuery } from '@tanstack/react-query';
import { SubjectWithLink } from '../../../recruitment';
import type { Violation } from '../../../../../shared/api/safety/violations';
import { SEVERITY, VIOLATION_TYPE } from '../../../../../shared/domain/study';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { VIOLATION_SOURCE_LABELS, VIOLATION_STATUS_LABELS } from '../../../../../shared/domain/safety/status';
import { useLocale, useMessages } from '../../../../lib/i18n';
import type { DetailField } from '../../../../ui/detail-field-list';
import { RecordDetailDialog, type RecordDetailProps } from '../../../../ui/record-detail-dialog';
import { violationMessages } from '../messages';
import { violationQueries } from '../queries';
import type { ViolationAction } from './violation-table';
import { formatDateTime } from '../../../../lib/dates';

function useFields(violation: Violation | undefined): DetailField[] | undefined {
  const t = useMessages(violationMessages);
  const { locale } = useLocale();
  const v = violation;
  if (!v) return undefined;
  return [
    [
      t.subject,
      <SubjectWithLink
        key="subject"
        label={`${v.subjectNumber} ${v.initials}`}
        projectId={v.projectId}
        subjectId={v.subjectId}
        subjectNumber={v.subjectNumber}
      />,
    ],
    [t.type, v.type === null ? t.visitDeviation : dictEntryLabel(VIOLATION_TYPE, v.type, locale)],
    [t.severity, dictEntryLabel(SEVERITY, v.severity, locale)],
    [t.occurredDate, v.occurredDate],
    [t.source, VIOLATION_SOURCE_LABELS[v.source][locale]],
    ...(v.visitName ? ([[t.visit, `${v.visitName}（${v.visitCode ?? ''}）`]] as DetailField[]) : []),
    [t.description, v.description],
    [t.status, VIOLATION_STATUS_LABELS[v.status][locale]],
    ...(v.reviewedBy
      ? ([
          [t.reviewedBy, v.reviewedBy],
          [t.reviewedAt, formatDateTime(v.reviewedAt ?? '')],
          [t.reviewNote, v.reviewNote ?? '—'],
        ] as DetailField[])
      : []),
  ];
}

export function ViolationDetail({
  projectId,
  id,
  actionsOf,
  onAction,
  onClose,
}: RecordDetailProps<Violation, ViolationAction>) {
  const t = useMessages(violationMessages);
  const found = useQuery(violationQueries.list(projectId, { id, offset: 0, limit: 1 }));
  const violation = found.data?.rows.find((row) => row.id === id);
  const fields = useFields(violation);
  const labels: Partial<Record<ViolationAction, string>> = { edit: t.edit, review: t.review, reopen: t.reopen };
  return (
    <RecordDetailDialog
      title={t.detailTitle}
      fields={fields}
      pending={found.isPending}
      notFoundText={t.notFound}
      closeLabel={t.close}
      actions={violation ? actionsOf(violation) : []}
      labels={labels}
      onAction={(action) => violation && onAction(violation, action)}
      onClose={onClose}
    />
  );
}
