/** A task's title as a typed link to the page of its record (the record opened through `?id=`). */
import type { TaskRow } from '../../../../../shared/api/work/tasks';
import { useLocale } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';

export function TaskLink({ task }: { task: TaskRow }) {
  const { locale } = useLocale();
  const projectId = task.projectId;
  const id = task.recordId;
  const title = task.title[locale];
  const common = { params: { projectId }, children: title } as const;
  switch (task.kind) {
    case 'aeSubmit':
      return <RouterLink to="/staff/projects/$projectId/ae" search={{ id }} {...common} />;
    case 'saeRaise':
      return <RouterLink to="/staff/projects/$projectId/sae" search={{ aeId: id }} {...common} />;
    case 'saeSubmit':
      return <RouterLink to="/staff/projects/$projectId/sae" search={{ id }} {...common} />;
    case 'susarSubmit':
      return <RouterLink to="/staff/projects/$projectId/susar" search={{ id }} {...common} />;
    case 'dsurSubmit':
      return <RouterLink to="/staff/projects/$projectId/dsur" search={{ id }} {...common} />;
    case 'pvReview':
      return task.pvKind === 'dsur' ? (
        <RouterLink to="/staff/projects/$projectId/dsur" search={{ id }} {...common} />
      ) : (
        <RouterLink to="/staff/projects/$projectId/susar" search={{ id }} {...common} />
      );
    case 'violationReview':
      return <RouterLink to="/staff/projects/$projectId/violations" search={{ id }} {...common} />;
    case 'conMedCheck':
      return <RouterLink to="/staff/projects/$projectId/con-meds" search={{ id }} {...common} />;
    case 'visitDue':
      return (
        <RouterLink
          to="/staff/projects/$projectId/visits"
          search={task.subjectId === null ? {} : { subjectId: task.subjectId }}
          {...common}
        />
      );
    case 'queryAnswer':
    case 'queryClose':
      return task.subjectId === null ? (
        <RouterLink to="/staff/projects/$projectId/overview" {...common} />
      ) : (
        <RouterLink
          to="/staff/projects/$projectId/subjects/$subjectId"
          params={{ projectId, subjectId: task.subjectId }}
        >
          {title}
        </RouterLink>
      );
    case 'appointmentReview':
    case 'appointmentConfirm':
      return <RouterLink to="/staff/projects/$projectId/monitoring" {...common} />;
    case 'qcTaskRun':
      return (
        <RouterLink to="/staff/projects/$projectId/quality-tasks/$taskId" params={{ projectId, taskId: id }}>
          {title}
        </RouterLink>
      );
    case 'qcFindingAnswer':
      return <RouterLink to="/staff/projects/$projectId/quality-findings" search={{ mine: true }} {...common} />;
    case 'qcFindingVerify':
      return <RouterLink to="/staff/projects/$projectId/quality-findings" search={{ status: 5 }} {...common} />;
    case 'approvalStep':
      return <RouterLink to="/staff/my-approvals">{title}</RouterLink>;
    case 'financeWarning':
      return <RouterLink to="/staff/projects/$projectId/finance-warnings" {...common} />;
    case 'documentExpiry':
      return (
        <RouterLink to="/staff/projects/$projectId/documents" search={{ folderId: task.folderId, id }} {...common} />
      );
    case 'ethicsContinuingReview':
      return <RouterLink to="/staff/projects/$projectId/ethics-submissions" {...common} />;
    case 'followUp':
      return (
        <RouterLink to="/staff/projects/$projectId/candidates/$patientId" params={{ projectId, patientId: id }}>
          {title}
        </RouterLink>
      );
  }
}
