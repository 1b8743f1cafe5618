import type { TaskInboxSearch } from '../task-search';

export interface TaskInboxPageProps {
  search: TaskInboxSearch;
  onSearchChange: (next: TaskInboxSearch) => void;
}

export function TaskInboxPage(_props: TaskInboxPageProps) {
  return null;
}
