/** An SAE report's print (CIOMS I); not nested in the list's route, so the list does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SaePrint } from '../../../features/safety/sae/components/sae-print';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(safety)/projects/$projectId/sae_/$saeId/print')({
  staticData: { projectPage: 'SafetySae' },
  params: {
    parse: ({ projectId, saeId }) => {
      const project = idParam(projectId);
      const sae = idParam(saeId);
      if (project === undefined || sae === undefined) throw notFound();
      return { projectId: project, saeId: sae };
    },
    stringify: ({ projectId, saeId }) => ({ projectId: String(projectId), saeId: String(saeId) }),
  },
  component: SaePrintRoute,
});

function SaePrintRoute() {
  const { projectId, saeId } = Route.useParams();
  return <SaePrint projectId={projectId} id={saeId} />;
}
