/** The audit trail: filters (action, entity, id, actor, days) in the URL, newest first. */
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { auditExportEndpoint } from '../../../../../shared/api/access/audit-export';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { pageWindow } from '../../../../lib/paging';
import { callFileEndpoint } from '../../../../lib/http';
import { ExportButton } from '../../../../ui/export-button';
import { FilterForm } from '../../../../ui/filter-form';
import { PaginationBar } from '../../../../ui/pagination-bar';
import type { AuditSearch } from '../audit-search';
import { auditMessages } from '../messages';
import { auditQueries } from '../queries';
import { AuditTable } from './audit-table';
import { DateRangeFields } from './date-range-fields';
import { useFollowingState } from '../../../../lib/use-following-state';

type Filters = Omit<AuditSearch, 'page' | 'size'>;
const TEXT_FILTERS = ['action', 'entity', 'entityId', 'actorName'] as const;

function trimmed(filters: Filters): Filters {
  const out: Filters = { ...filters };
  for (const key of TEXT_FILTERS) out[key] = filters[key]?.trim() || undefined;
  return out;
}

export function AuditPage({
  search,
  onSearchChange,
}: {
  search: AuditSearch;
  onSearchChange: (next: AuditSearch) => void;
}) {
  const t = useMessages(auditMessages);
  useDocumentTitle(t.auditTitle);
  const { page, size, ...filters } = search;
  const list = useQuery(auditQueries.trail({ ...pageWindow(page, size), ...filters }));
  const [draft, setDraft] = useFollowingState<Filters>(filters);
  const labels = { action: t.action, entity: t.entity, entityId: t.entityId, actorName: t.actor };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {t.auditTitle}
        </Typography>
        <ExportButton
          fetchFile={() => callFileEndpoint(auditExportEndpoint, { query: filters })}
          fileName="audit-trail"
        />
      </Stack>
      <FilterForm onSubmit={() => onSearchChange({ ...trimmed(draft), size })} onReset={() => onSearchChange({ size })}>
        {TEXT_FILTERS.map((key) => (
          <TextField
            key={key}
            size="small"
            label={labels[key]}
            placeholder={key === 'action' ? t.actionHint : undefined}
            value={draft[key] ?? ''}
            onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
        ))}
        <DateRangeFields value={draft} onChange={(range) => setDraft({ ...draft, ...range })} />
      </FilterForm>
      <AuditTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        failed={list.isError && !list.data}
        onRetry={() => void list.refetch()}
      />
      <PaginationBar
        total={list.data?.total ?? 0}
        page={page ?? 1}
        pageSize={size ?? 10}
        onPageChange={(next) => onSearchChange({ ...search, page: next })}
        onPageSizeChange={(next) => onSearchChange({ ...search, size: next, page: undefined })}
      />
    </Stack>
  );
}
