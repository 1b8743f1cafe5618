import { createFileRoute } from '@tanstack/react-router';
import { type MyApprovalsTab, MyApprovalsPage } from '../../../features/work/approvals/components/my-approvals-page';

export const Route = createFileRoute('/staff/(work)/my-approvals')({
  staticData: { staffPage: 'MyApprovals' },
  validateSearch: (search: Record<string, unknown>): { tab?: 'agency' } =>
    search.tab === 'agency' ? { tab: 'agency' } : {},
  component: MyApprovalsRoute,
});

function MyApprovalsRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTab = (next: MyApprovalsTab) => void navigate({ search: next === 'agency' ? { tab: 'agency' } : {} });
  return <MyApprovalsPage tab={tab ?? 'pending'} onTab={onTab} />;
}
