/** The project's protocol deviation listing as printed: type, severity and status by their names. */
import { violationListEndpoint } from '../../../../../shared/api/safety/violations';
import { callEndpoint } from '../../../../lib/http';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { VIOLATION_STATUS_LABELS } from '../../../../../shared/domain/safety/status';
import { SEVERITY, VIOLATION_TYPE } from '../../../../../shared/domain/study';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { ListingPrint } from '../../../../ui/print-page/listing-print';
import { listingMessages } from '../../../../ui/print-page/listing-messages';
import { useStaffAccess } from '../../../access';
import { violationMessages } from '../messages';

export function ViolationListingPrint({ projectId }: { projectId: number }) {
  const t = useMessages(listingMessages);
  const tv = useMessages(violationMessages);
  const { locale } = useLocale();
  const project = useStaffAccess().projects.find((p) => p.projectId === projectId);
  return (
    <ListingPrint
      title={t.violationTitle}
      projectId={projectId}
      projectName={project?.projectName}
      listing="violations"
      page={(offset, limit) => callEndpoint(violationListEndpoint, { params: { projectId }, query: { offset, limit } })}
      columns={[t.subject, t.occurred, t.type, t.severity, t.visit, t.description, t.status]}
      cells={(v) => [
        `${v.subjectNumber} ${v.initials}`,
        v.occurredDate,
        v.type === null ? tv.visitDeviation : dictEntryLabel(VIOLATION_TYPE, v.type, locale),
        dictEntryLabel(SEVERITY, v.severity, locale),
        v.visitName ?? '—',
        v.description,
        VIOLATION_STATUS_LABELS[v.status][locale],
      ]}
    />
  );
}
