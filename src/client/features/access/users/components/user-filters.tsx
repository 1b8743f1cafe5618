/** The user list's filters: keyword, status, department and role. */
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDepartmentOptions } from '../../../../lib/department-options';
import { useMessages } from '../../../../lib/i18n';
import { FilterForm } from '../../../../ui/filter-form';
import { userMessages } from '../messages';
import { userQueries } from '../queries';
import type { UsersSearch } from '../users-search';
import { useFollowingState } from '../../../../lib/use-following-state';

type Filters = Pick<UsersSearch, 'keyword' | 'status' | 'deptId' | 'roleId'>;

const pickFilters = ({ keyword, status, deptId, roleId }: UsersSearch): Filters => ({
  keyword,
  status,
  deptId,
  roleId,
});
const optionalId = (value: string) => (value ? Number(value) : undefined);

export function UserFilters({ search, onApply }: { search: UsersSearch; onApply: (filters: Filters) => void }) {
  const t = useMessages(userMessages);
  const departments = useDepartmentOptions();
  const { data: roles = [] } = useQuery(userQueries.roleOptions());
  const [draft, setDraft] = useFollowingState<Filters>(pickFilters(search));
  const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <FilterForm
      onSubmit={() => onApply({ ...draft, keyword: draft.keyword?.trim() || undefined })}
      onReset={() => onApply({})}
    >
      <TextField
        size="small"
        label={t.keyword}
        placeholder={t.keywordHint}
        value={draft.keyword ?? ''}
        onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      <TextField
        select
        size="small"
        label={t.status}
        value={draft.status ?? ''}
        onChange={(event) => setDraft({ ...draft, status: (event.target.value || undefined) as Filters['status'] })}
        slotProps={native}
        sx={{ minWidth: 120 }}
      >
        <option value="">{t.all}</option>
        <option value="enabled">{t.enabled}</option>
        <option value="disabled">{t.disabled}</option>
      </TextField>
      <TextField
        select
        size="small"
        label={t.dept}
        value={draft.deptId ?? ''}
        onChange={(event) => setDraft({ ...draft, deptId: optionalId(event.target.value) })}
        slotProps={native}
        sx={{ minWidth: 160 }}
      >
        <option value="">{t.all}</option>
        {departments.map((dept) => (
          <option key={dept.id} value={dept.id}>
            {dept.name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t.role}
        value={draft.roleId ?? ''}
        onChange={(event) => setDraft({ ...draft, roleId: optionalId(event.target.value) })}
        slotProps={native}
        sx={{ minWidth: 160 }}
      >
        <option value="">{t.all}</option>
        {roles.map((role) => (
          <option key={role.id} value={role.id}>
            {role.name}
          </option>
        ))}
      </TextField>
    </FilterForm>
  );
}
