/** The public overview of a project, drafts included, for its signed-in team (composes two features). */
import { createFileRoute } from '@tanstack/react-router';
import { ProjectOverview } from '../../../features/portal';
import { ProjectPreviewPage } from '../../../features/study/projects/components/project-preview-page';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(study)/projects/$projectId/preview')({
  staticData: { projectPage: 'ProjectOverview', staffCrumb: 'publicPreview' },
  params: projectIdParams,
  component: ProjectPreviewRoute,
});

function ProjectPreviewRoute() {
  const { projectId } = Route.useParams();
  return (
    <ProjectPreviewPage projectId={projectId}>
      <ProjectOverview projectId={projectId} preview headingLevel={1} />
    </ProjectPreviewPage>
  );
}
