import { createFileRoute } from '@tanstack/react-router';
import { type MyApprovalsTab, MyApprovalsPage } from '../../../features/work/approvals/components/my-approvals-page';

export const Route = createFileRoute('/staff/(work)/my-approvals')({
  staticData: { staffPage: 'MyApprovals' },
  validateSearch: (search: Record<string, unknown>): { tab?: Exclude<MyApprovalsTab, 'pending'> } =>
    search.tab === 'agency' || search.tab === 'decided' || search.tab === 'started' ? { tab: search.tab } : {},
  component: MyApprovalsRoute,
});

function MyApprovalsRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTab = (next: MyApprovalsTab) => void navigate({ search: next === 'pending' ? {} : { tab: next } });
  return <MyApprovalsPage tab={tab ?? 'pending'} onTab={onTab} />;
}
