/**
 * '查看受试者': the link to a subject's page that the subjects list, the visit calendar, the
 * inbox and the safety records show; nothing when the user may not open the subjects page.
 */
import { format, useMessages } from '../../../../lib/i18n';
import { ListLinkButton } from '../../../../ui/list-link';
import { useStaffAccess } from '../../../access';
import { subjectPageMessages } from '../messages';

export interface ViewSubjectLinkProps {
  projectId: number;
  subjectId: number;
  /** Names the link for screen readers ('查看受试者 S001'). */
  subjectNumber?: string | null;
}

export function ViewSubjectLink({ projectId, subjectId, subjectNumber }: ViewSubjectLinkProps) {
  const t = useMessages(subjectPageMessages);
  const access = useStaffAccess();
  if (!access.hasProjectPage(projectId, 'TrialSubjects')) return null;
  return (
    <ListLinkButton
      size="small"
      link={{ to: '/staff/projects/$projectId/subjects/$subjectId', params: { projectId, subjectId } }}
      aria-label={subjectNumber ? format(t.viewSubjectOf, { number: subjectNumber }) : undefined}
    >
      {t.viewSubject}
    </ListLinkButton>
  );
}

/** A record's subject ('S001 ZSM') followed by its '查看受试者' link. */
export function SubjectWithLink({ label, ...link }: ViewSubjectLinkProps & { label: string }) {
  return (
    <>
      {label} <ViewSubjectLink {...link} />
    </>
  );
}
