/** The submitted revisions of a SUSAR or DSUR report, loaded for the open report. */
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../../../lib/i18n';
import { RevisionList } from '../../../../ui/revision-list';
import { pvMessages } from '../messages';
import { type PvKind, pvQueries } from '../queries';

export function PvRevisionList({ kind, projectId, id }: { kind: PvKind; projectId: number; id: number }) {
  const t = useMessages(pvMessages);
  const revisions = useQuery(pvQueries.revisions(kind, projectId, id));
  return <RevisionList revisions={revisions.data} labels={t} />;
}
