import { createFileRoute } from '@tanstack/react-router';
import { RecruitOverviewPage } from '../../../features/recruitment/funnel/components/recruit-overview-page';

export const Route = createFileRoute('/staff/(recruitment)/recruitment')({
  staticData: { staffPage: 'RecruitOverview' },
  component: RecruitOverviewPage,
});
