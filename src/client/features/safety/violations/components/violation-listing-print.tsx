/** The project's protocol deviation listing as printed. */
import { violationListEndpoint } from '../../../../../shared/api/safety/violations';
import { callEndpoint } from '../../../../lib/http';
import { VIOLATION_STATUS_LABELS } from '../../../../../shared/domain/safety/status';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { ListingPrint } from '../../../../ui/print-page/listing-print';
import { listingMessages } from '../../../../ui/print-page/listing-messages';
import { useStaffAccess } from '../../../access';

export function ViolationListingPrint({ projectId }: { projectId: number }) {
  const t = useMessages(listingMessages);
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
        v.type,
        v.severity,
        v.visitName ?? '—',
        v.description,
        VIOLATION_STATUS_LABELS[v.status][locale],
      ]}
    />
  );
}
