/** An AE's fields as a description list: the current record or a submitted revision of it. */
import type { AeRow } from '../../../../../shared/api/safety/ae';
import { SEVERITY } from '../../../../../shared/domain/study';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { SERIOUSNESS_LABELS } from '../../../../../shared/domain/safety/records';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { type DetailField, DetailFieldList } from '../../../../ui/detail-field-list';
import { SubjectWithLink } from '../../../recruitment';
import { useAeDictionaries } from '../ae-dictionaries';
import { aeMessages } from '../messages';

export function AeFieldsList({ ae, label }: { ae: AeRow; label: string }) {
  const t = useMessages(aeMessages);
  const { locale } = useLocale();
  const dict = useAeDictionaries();
  const entries: DetailField[] = [
    [
      t.subject,
      <SubjectWithLink
        key="subject"
        label={`${ae.subjectNumber} ${ae.subjectInitials}`}
        projectId={ae.projectId}
        subjectId={ae.subjectId}
        subjectNumber={ae.subjectNumber}
      />,
    ],
    [t.term, ae.term],
    [t.onsetDate, ae.onsetDate],
    [t.endDate, ae.endDate ?? '—'],
    [t.severity, dictEntryLabel(SEVERITY, ae.severity, locale)],
    [t.grade, dict.label('grade', ae.grade) || '—'],
    [t.serious, ae.serious === '1' ? t.yes : t.no],
    [t.seriousness, ae.seriousness.map((c) => SERIOUSNESS_LABELS[c][locale]).join('；') || '—'],
    [t.drugRelation, dict.label('drugRelation', ae.drugRelation)],
    [t.drugAction, dict.label('drugAction', ae.drugAction)],
    [t.outcome, dict.label('outcome', ae.outcome)],
    [t.treatment, ae.treatment ?? '—'],
    ...(ae.revisionReason ? ([[t.revisionReason, ae.revisionReason]] as DetailField[]) : []),
  ];
  return <DetailFieldList fields={entries} layout="grid" label={label} />;
}
