/** The signatures and submitted revisions of a SUSAR or DSUR report, loaded for the open report. */
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../../../lib/i18n';
import { RevisionList } from '../../../../ui/revision-list';
import { SignatureManifest } from '../../../../ui/signature-dialog/signature-manifest';
import { pvMessages } from '../messages';
import { type PvKind, pvQueries } from '../queries';

export function PvRevisionList({ kind, projectId, id }: { kind: PvKind; projectId: number; id: number }) {
  const t = useMessages(pvMessages);
  const revisions = useQuery(pvQueries.revisions(kind, projectId, id));
  const signatures = useQuery(pvQueries.signatures(kind, projectId, id));
  return (
    <>
      {signatures.data && <SignatureManifest signatures={signatures.data} />}
      <RevisionList revisions={revisions.data} labels={t} />
    </>
  );
}
