/** One candidate's record; not nested in the worklist's route, so the list does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PatientRecordPage } from '../../../features/recruitment/candidates/components/patient-record-page';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(recruitment)/projects/$projectId/candidates_/$patientId')({
  staticData: { projectPage: 'RecruitCandidates', staffCrumb: 'patientRecord' },
  params: {
    parse: ({ projectId, patientId }) => {
      const project = idParam(projectId);
      const patient = idParam(patientId);
      if (project === undefined || patient === undefined) throw notFound();
      return { projectId: project, patientId: patient };
    },
    stringify: ({ projectId, patientId }) => ({ projectId: String(projectId), patientId: String(patientId) }),
  },
  component: PatientRecordRoute,
});

function PatientRecordRoute() {
  const { projectId, patientId } = Route.useParams();
  return <PatientRecordPage projectId={projectId} patientId={patientId} />;
}
