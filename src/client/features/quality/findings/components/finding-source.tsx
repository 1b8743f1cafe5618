/**
 * Where a QC finding was recorded, on the findings board: the check task (linked to its
 * detail), the inspection (the inspecting body) or the self-check (its day), each linked to
 * its page.
 */
import type { Finding } from '../../../../../shared/api/quality/findings';
import type { FindingSource } from '../../../../../shared/api/quality/list-filters';
import { format, useMessages } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';
import { findingMessages } from '../messages';

type Texts = { [K in keyof (typeof findingMessages)['zh-CN']]: string };

export const sourceLabel = (t: Texts, source: FindingSource) =>
  ({ task: t.sourceTask, inspection: t.sourceInspection, selfCheck: t.sourceSelfCheck })[source];

/** The source's own name: the task's name, the inspecting body, "self-check of {day}". */
export const sourceName = (t: Texts, finding: Finding) =>
  finding.source === 'selfCheck' ? format(t.selfCheckOn, { day: finding.sourceName }) : finding.sourceName;

export function FindingSourceLink({ finding }: { finding: Finding }) {
  const t = useMessages(findingMessages);
  const projectId = finding.projectId;
  const name = sourceName(t, finding);
  if (finding.source === 'task')
    return (
      <RouterLink
        to="/staff/projects/$projectId/quality-tasks/$taskId"
        params={{ projectId, taskId: finding.sourceId }}
      >
        {name}
      </RouterLink>
    );
  if (finding.source === 'inspection')
    return (
      <RouterLink
        to="/staff/projects/$projectId/quality-inspections/$inspectionId"
        params={{ projectId, inspectionId: finding.sourceId }}
      >
        {name}
      </RouterLink>
    );
  return (
    <RouterLink
      to="/staff/projects/$projectId/quality-self-checks/$runId"
      params={{ projectId, runId: finding.sourceId }}
    >
      {name}
    </RouterLink>
  );
}
