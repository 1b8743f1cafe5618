/** One concomitant medication, as linked from the task inbox (`?id=`): every field, the rules' flag, the check. */
import { useQuery } from '@tanstack/react-query';
import { SubjectWithLink } from '../../../recruitment';
import type { ConMed } from '../../../../../shared/api/safety/con-meds';
import { CON_MED_STATUS_LABELS } from '../../../../../shared/domain/safety/status';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { RecordMarks } from '../../../quality';
import type { DetailField } from '../../../../ui/detail-field-list';
import { RecordDetailDialog, type RecordDetailProps } from '../../../../ui/record-detail-dialog';
import { useConMedDictionaries } from '../con-med-dictionaries';
import { conMedMessages } from '../messages';
import { conMedQueries } from '../queries';
import type { ConMedAction } from './con-med-table';
import { RuleFlagChip } from './rule-flag-chip';

function useFields(m: ConMed | undefined): DetailField[] | undefined {
  const t = useMessages(conMedMessages);
  const { locale } = useLocale();
  const dict = useConMedDictionaries();
  if (!m) return undefined;
  return [
    [
      t.subject,
      <SubjectWithLink
        key="subject"
        label={`${m.subjectNumber} ${m.initials}`}
        projectId={m.projectId}
        subjectId={m.subjectId}
        subjectNumber={m.subjectNumber}
      />,
    ],
    [t.drug, m.drug],
    [t.ruleFlag, m.ruleFlag ? <RuleFlagChip flag={m.ruleFlag} /> : t.noFlag],
    [t.dose, m.dose],
    [t.route, dict.label('route', m.route)],
    [t.frequency, dict.label('frequency', m.frequency)],
    [t.startDate, m.startDate],
    [t.endDate, m.endDate ?? '—'],
    [t.indication, m.indication],
    [t.status, CON_MED_STATUS_LABELS[m.status][locale]],
    ...(m.checkedBy ? ([[t.checkedBy, m.checkedBy]] as DetailField[]) : []),
  ];
}

export function ConMedDetail({ projectId, id, actionsOf, onAction, onClose }: RecordDetailProps<ConMed, ConMedAction>) {
  const t = useMessages(conMedMessages);
  const found = useQuery(conMedQueries.list(projectId, { id, offset: 0, limit: 1 }));
  const conMed = found.data?.rows.find((row) => row.id === id);
  const fields = useFields(conMed);
  const labels: Partial<Record<ConMedAction, string>> = { edit: t.edit, check: t.check };
  return (
    <RecordDetailDialog
      title={t.detailTitle}
      fields={fields}
      pending={found.isPending}
      notFoundText={t.notFound}
      closeLabel={t.close}
      actions={conMed ? actionsOf(conMed) : []}
      labels={labels}
      onAction={(action) => conMed && onAction(conMed, action)}
      onClose={onClose}
    >
      {conMed && <RecordMarks projectId={projectId} subjectId={conMed.subjectId} kind="conMed" id={conMed.id} />}
    </RecordDetailDialog>
  );
}
