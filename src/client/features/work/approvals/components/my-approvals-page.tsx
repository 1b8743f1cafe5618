/**
 * My approvals (system page MyApprovals): the approval steps the user may decide now, their
 * own and those they decide as someone's agent, each approved or rejected with a comment and
 * the shared electronic signature; the steps they decided and the approvals they started (withdrawn
 * while they run), each with its trail; and the user's delegations while away. The tab is in the URL.
 */
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { myApprovalMessages } from '../my-approvals-messages';
import { AgenciesPanel } from './agencies-panel';
import { DecidedApprovals, StartedApprovals } from './approval-history';
import { PendingApprovals } from './pending-approvals';

export type MyApprovalsTab = 'pending' | 'decided' | 'started' | 'agency';

const PANELS = {
  pending: PendingApprovals,
  decided: DecidedApprovals,
  started: StartedApprovals,
  agency: AgenciesPanel,
} as const;

export function MyApprovalsPage({ tab, onTab }: { tab: MyApprovalsTab; onTab: (tab: MyApprovalsTab) => void }) {
  const t = useMessages(myApprovalMessages);
  useDocumentTitle(t.title);
  const Panel = PANELS[tab];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} />
      <Tabs value={tab} onChange={(_, value: MyApprovalsTab) => onTab(value)}>
        <Tab value="pending" label={t.pendingTab} />
        <Tab value="decided" label={t.decidedTab} />
        <Tab value="started" label={t.startedTab} />
        <Tab value="agency" label={t.agencyTab} />
      </Tabs>
      <Panel />
    </Stack>
  );
}
