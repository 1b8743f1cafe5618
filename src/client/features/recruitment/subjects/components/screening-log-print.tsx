/**
 * The project's screening and enrolment log as printed: each screened subject with the screening
 * date, initials (never the name), consent date, the outcome (enrolled, or why not) and number.
 */
import { subjectListEndpoint } from '../../../../../shared/api/recruitment/subjects';
import { SUBJECT_STATUS_LABELS } from '../../../../../shared/domain/recruitment/subject-status';
import { callEndpoint } from '../../../../lib/http';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { ListingPrint } from '../../../../ui/print-page/listing-print';
import { listingMessages } from '../../../../ui/print-page/listing-messages';
import { useStaffAccess } from '../../../access';

export function ScreeningLogPrint({ projectId }: { projectId: number }) {
  const t = useMessages(listingMessages);
  const { locale } = useLocale();
  const project = useStaffAccess().projects.find((p) => p.projectId === projectId);
  return (
    <ListingPrint
      title={t.screeningTitle}
      projectId={projectId}
      projectName={project?.projectName}
      listing="screening-log"
      page={(offset, limit) =>
        callEndpoint(subjectListEndpoint, {
          params: { projectId },
          query: { offset, limit, sort: 'screeningDate', order: 'asc' },
        })
      }
      columns={['#', t.screeningDate, t.initials, t.consentDate, t.result, t.subjectNo]}
      cells={(s, index) => [
        index + 1,
        s.screeningDate,
        s.initials,
        s.consentDate ?? '—',
        [SUBJECT_STATUS_LABELS[s.status][locale], s.reason].filter(Boolean).join('：'),
        s.subjectNumber,
      ]}
    />
  );
}
