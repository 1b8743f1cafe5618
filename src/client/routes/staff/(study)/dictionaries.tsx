import { createFileRoute } from '@tanstack/react-router';
import { DictionariesPage } from '../../../features/study/dictionaries/components/dictionaries-page';

const CODE = /^[A-Za-z0-9_.:/+-]{1,64}$/;

export const Route = createFileRoute('/staff/(study)/dictionaries')({
  staticData: { staffPage: 'DictManage' },
  validateSearch: (search: Record<string, unknown>): { code?: string } =>
    typeof search.code === 'string' && CODE.test(search.code) ? { code: search.code } : {},
  component: DictionariesRoute,
});

function DictionariesRoute() {
  const { code } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DictionariesPage code={code} onCodeChange={(next) => void navigate({ search: { code: next } })} />;
}
