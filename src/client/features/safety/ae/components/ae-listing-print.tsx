/** The project's AE listing as printed: every AE, oldest onset last as the list orders them. */
import { aeListEndpoint } from '../../../../../shared/api/safety/ae';
import { callEndpoint } from '../../../../lib/http';
import { RECORD_STATUS_LABELS } from '../../../../../shared/domain/safety/status';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { ListingPrint } from '../../../../ui/print-page/listing-print';
import { listingMessages } from '../../../../ui/print-page/listing-messages';
import { useStaffAccess } from '../../../access';
import { useAeDictionaries } from '../ae-dictionaries';

export function AeListingPrint({ projectId }: { projectId: number }) {
  const t = useMessages(listingMessages);
  const dict = useAeDictionaries();
  const { locale } = useLocale();
  const project = useStaffAccess().projects.find((p) => p.projectId === projectId);
  return (
    <ListingPrint
      title={t.aeTitle}
      projectId={projectId}
      projectName={project?.projectName}
      listing="ae"
      page={(offset, limit) => callEndpoint(aeListEndpoint, { params: { projectId }, query: { offset, limit } })}
      columns={[t.subject, t.term, t.onset, t.end, t.grade, t.serious, t.relation, t.outcome, t.status]}
      cells={(ae) => [
        `${ae.subjectNumber ?? '—'} ${ae.subjectInitials ?? ''}`,
        ae.term,
        ae.onsetDate,
        ae.endDate ?? '—',
        dict.label('grade', ae.grade ?? null),
        dict.label('serious', ae.serious),
        dict.label('drugRelation', ae.drugRelation),
        dict.label('outcome', ae.outcome),
        `${RECORD_STATUS_LABELS[ae.status][locale]} · ${ae.revision}`,
      ]}
    />
  );
}
