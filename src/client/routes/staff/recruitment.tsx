import { createFileRoute } from '@tanstack/react-router';
import { RecruitOverviewPage } from '../../features/staff-funnel/components/recruit-overview-page';

export const Route = createFileRoute('/staff/recruitment')({
  staticData: { staffPage: 'RecruitOverview' },
  component: RecruitOverviewPage,
});
