/** Department options (SPEC §3): the public org list's entry keyed 'dep', id → name. */
import { useQuery } from '@tanstack/react-query';
import { siteQueries } from './site-queries';

export interface DepartmentOption {
  id: number;
  name: string;
}

export function useDepartmentOptions(): DepartmentOption[] {
  const { data } = useQuery(siteQueries.orgs());
  const departments = data?.find((entry) => entry.key === 'dep')?.data ?? {};
  return Object.entries(departments)
    .map(([id, name]) => ({ id: Number(id), name }))
    .filter((option) => Number.isInteger(option.id));
}
