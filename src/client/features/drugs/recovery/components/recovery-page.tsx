/**
 * A project's returns and recovery (page DrugRecovery): two tabs with their filters and page
 * in the URL. Returns of subjects with their compliance, and recording one (drug:return);
 * packs destroyed or sent back to the sponsor, and recording that (drug:recover).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RECOVERY_KINDS, type RecoveryKind } from '../../../../../shared/domain/drugs/status';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { FilterSelect } from '../../../../ui/filter-select';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { AddIcon } from '../../../../ui/staff-icons';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess, useWho } from '../../../access';
import { dispensingQueries } from '../../dispensing/queries';
import { recoveryMessages } from '../messages';
import { recoveryQueries } from '../queries';
import { RECOVERY_TABS, type RecoverySearch, type RecoveryTab } from '../search';
import { RecoveriesTable } from './recoveries-table';
import { RecoveryDialog } from './recovery-dialog';
import { ReturnDialog } from './return-dialog';
import { ReturnsTable } from './returns-table';

type Props = { projectId: number; search: RecoverySearch; onSearchChange: (next: RecoverySearch) => void };

function ReturnsTab({ projectId, search, onSearchChange }: Props) {
  const t = useMessages(recoveryMessages);
  const access = useStaffAccess();
  const state = usePagedSearch(search, onSearchChange);
  const { tab, subjectId, offset, limit } = { ...state.filters, ...state.query };
  const list = useQuery(recoveryQueries.returns(projectId, { subjectId, offset, limit }));
  const options = useQuery({
    ...dispensingQueries.options(projectId),
    enabled: access.hasProjectPage(projectId, 'DrugDispensing'),
  });
  return (
    <>
      {options.data && (
        <FilterSelect
          allLabel={t.all}
          label={t.subject}
          value={subjectId}
          options={options.data.subjects.map((s) => [s.id, `${s.subjectNumber} ${s.initials}`])}
          onChange={(value) => state.setFilters({ tab, subjectId: Number(value) || undefined })}
        />
      )}
      <ReturnsTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        failed={list.isError && !list.data}
        onRetry={() => void list.refetch()}
      />
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
    </>
  );
}

function RecoveriesTab({ projectId, search, onSearchChange }: Props) {
  const t = useMessages(recoveryMessages);
  const state = usePagedSearch(search, onSearchChange);
  const { tab, kind, offset, limit } = { ...state.filters, ...state.query };
  const list = useQuery(recoveryQueries.recoveries(projectId, { kind, offset, limit }));
  return (
    <>
      <FilterSelect
        allLabel={t.all}
        label={t.kind}
        value={kind}
        options={RECOVERY_KINDS.map((value) => [value, t[value]])}
        onChange={(value) => state.setFilters({ tab, kind: (value || undefined) as RecoveryKind | undefined })}
      />
      <RecoveriesTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        failed={list.isError && !list.data}
        onRetry={() => void list.refetch()}
      />
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
    </>
  );
}

export function RecoveryPage({ projectId, search, onSearchChange }: Props) {
  const t = useMessages(recoveryMessages);
  const access = useStaffAccess();
  const who = useWho();
  const today = useHospitalToday();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const [dialog, setDialog] = useState<'return' | 'recover'>();
  const tab = search.tab ?? 'returns';
  const canReturn = access.hasProjectButton(projectId, 'drug:return');
  const canRecover = access.hasProjectButton(projectId, 'drug:recover');
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        {canReturn && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('return')}>
            {t.recordReturn}
          </Button>
        )}
        {canRecover && (
          <Button variant="outlined" onClick={() => setDialog('recover')}>
            {t.recover}
          </Button>
        )}
      </StaffPageHeader>
      <Tabs
        value={tab}
        aria-label={t.tabs}
        onChange={(_, next: RecoveryTab) =>
          onSearchChange({ tab: next === 'returns' ? undefined : next, size: search.size })
        }
      >
        {RECOVERY_TABS.map((value) => (
          <Tab key={value} value={value} label={t[value]} />
        ))}
      </Tabs>
      {tab === 'returns' ? (
        <ReturnsTab projectId={projectId} search={search} onSearchChange={onSearchChange} />
      ) : (
        <RecoveriesTab projectId={projectId} search={search} onSearchChange={onSearchChange} />
      )}
      {dialog === 'return' && <ReturnDialog projectId={projectId} today={today} onClose={() => setDialog(undefined)} />}
      {dialog === 'recover' && (
        <RecoveryDialog
          projectId={projectId}
          today={today}
          userName={who?.user.realname ?? ''}
          onClose={() => setDialog(undefined)}
        />
      )}
    </Stack>
  );
}
