/**
 * A project's early warnings (page FinanceWarnings): its four rules, each set or not, with its
 * threshold and whether it runs (changed with warning:manage), and the warnings they raised,
 * open ones first by default, filtered by status and kind, paged; an open warning is resolved
 * by hand with a note (warning:manage). The hourly job raises and resolves the others.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { WARNING_STATES } from '../../../../../shared/api/finance/list-filters';
import type { FinanceWarning, WarningRule } from '../../../../../shared/api/finance/warnings';
import { WARNING_KINDS, WARNING_KIND_LABELS, type WarningKind } from '../../../../../shared/domain/finance/codes';
import { warningAbout, warningRuleLabel } from '../../../../../shared/domain/finance/warnings';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import type { PageSearch } from '../../../../lib/search-params';
import { formatTimestamp } from '../../../../lib/timestamps';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { FilterSelect } from '../../../../ui/filter-select';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { RecordListTable } from '../../../../ui/record-list-table';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { warningMessages } from '../messages';
import { warningQueries } from '../queries';
import type { WarningSearch } from '../search';
import { ResolveDialog, RuleDialog } from './warning-dialogs';

type Search = WarningSearch & PageSearch;
type Open = { kind: 'rule'; ruleKind: WarningKind; rule?: WarningRule } | { kind: 'resolve'; warning: FinanceWarning };

function RulesTable(props: {
  projectId: number;
  canManage: boolean;
  onSet: (kind: WarningKind, rule?: WarningRule) => void;
}) {
  const { projectId, canManage, onSet } = props;
  const t = useMessages(warningMessages);
  const { locale } = useLocale();
  const rules = useQuery(warningQueries.rules(projectId));
  const columns = [t.rule, t.threshold, t.running, ...(canManage ? [t.actions] : [])];
  return (
    <RecordListTable
      label={t.rulesTable}
      columns={columns}
      loading={rules.isPending}
      failed={rules.isError && !rules.data}
      empty={false}
      onRetry={() => void rules.refetch()}
    >
      {rules.data &&
        WARNING_KINDS.map((kind) => {
          const rule = rules.data.find((row) => row.kind === kind);
          const unit = kind === 'budgetConsumed' ? t.percent : ` ${t.days}`;
          return (
            <TableRow key={kind}>
              <TableCell>{WARNING_KIND_LABELS[kind][locale]}</TableCell>
              <TableCell>{rule ? `${rule.threshold}${unit}` : '—'}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={rule?.active ? 'success' : 'default'}
                  label={rule ? (rule.active ? t.on : t.off) : t.notSet}
                />
              </TableCell>
              {canManage && (
                <TableCell>
                  <Button
                    size="small"
                    aria-label={`${rule ? t.edit : t.set} ${WARNING_KIND_LABELS[kind][locale]}`}
                    onClick={() => onSet(kind, rule)}
                  >
                    {rule ? t.edit : t.set}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          );
        })}
    </RecordListTable>
  );
}

function Outcome({ warning }: { warning: FinanceWarning }) {
  const t = useMessages(warningMessages);
  if (warning.resolvedAt === null) return <Chip size="small" color="warning" label={t.openChip} />;
  if (warning.resolvedBy === null) return <Chip size="small" label={t.autoResolved} />;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" color="success" label={format(t.resolvedBy, { name: warning.resolvedBy })} />
      <Typography variant="body2">{warning.resolution}</Typography>
      <Typography variant="caption" color="text.secondary">
        {formatTimestamp(warning.resolvedAt)}
      </Typography>
    </Stack>
  );
}

export function WarningsPage(props: { projectId: number; search: Search; onSearchChange: (next: Search) => void }) {
  const { projectId, search, onSearchChange } = props;
  const t = useMessages(warningMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const canManage = access.hasProjectButton(projectId, 'warning:manage');
  const state = usePagedSearch(search, onSearchChange);
  const filters = { ...state.query, state: state.filters.state ?? 'open' };
  const list = useQuery(warningQueries.list(projectId, filters));
  const [open, setOpen] = useState<Open>();
  const rows = list.data?.rows ?? [];
  const close = () => setOpen(undefined);
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName} />
      <Typography component="h2" variant="h6">
        {t.rulesTitle}
      </Typography>
      <RulesTable
        projectId={projectId}
        canManage={canManage}
        onSet={(ruleKind, rule) => setOpen({ kind: 'rule', ruleKind, rule })}
      />
      <Typography variant="body2" color="text.secondary">
        {t.ruleNote}
      </Typography>
      <Typography component="h2" variant="h6">
        {t.warningsTitle}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FilterSelect
          label={t.state}
          allLabel={t.state_open}
          value={state.filters.state === 'open' ? undefined : state.filters.state}
          options={WARNING_STATES.filter((value) => value !== 'open').map((value) => [value, t[`state_${value}`]])}
          onChange={(value) =>
            state.setFilters({ ...state.filters, state: (value || undefined) as WarningSearch['state'] })
          }
        />
        <FilterSelect
          label={t.kind}
          allLabel={t.all}
          value={state.filters.kind}
          options={WARNING_KINDS.map((kind) => [kind, WARNING_KIND_LABELS[kind][locale]])}
          onChange={(value) => state.setFilters({ ...state.filters, kind: (value || undefined) as WarningKind })}
        />
      </Stack>
      <RecordListTable
        label={t.warningsTable}
        columns={[t.raisedAt, t.kind, t.about, t.outcome, ...(canManage ? [t.actions] : [])]}
        loading={list.isPending}
        failed={list.isError && !list.data}
        empty={rows.length === 0}
        onRetry={() => void list.refetch()}
      >
        {rows.map((warning) => (
          <TableRow key={warning.id}>
            <TableCell>{formatTimestamp(warning.raisedAt)}</TableCell>
            <TableCell>{warningRuleLabel(warning.kind, warning.threshold, locale)}</TableCell>
            <TableCell>{warningAbout(warning.kind, warning.detail, locale)}</TableCell>
            <TableCell>
              <Outcome warning={warning} />
            </TableCell>
            {canManage && (
              <TableCell>
                {warning.resolvedAt === null && (
                  <Button
                    size="small"
                    aria-label={`${t.resolve} ${warningAbout(warning.kind, warning.detail, locale)}`}
                    onClick={() => setOpen({ kind: 'resolve', warning })}
                  >
                    {t.resolve}
                  </Button>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </RecordListTable>
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
      {open?.kind === 'rule' && (
        <RuleDialog projectId={projectId} kind={open.ruleKind} rule={open.rule} onClose={close} />
      )}
      {open?.kind === 'resolve' && <ResolveDialog projectId={projectId} warning={open.warning} onClose={close} />}
    </Stack>
  );
}
