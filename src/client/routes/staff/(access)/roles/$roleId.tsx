import { createFileRoute, notFound } from '@tanstack/react-router';
import { RoleDetailPage } from '../../../../features/access/roles/components/role-detail-page';
import { idParam } from '../../../../lib/search-params';

export const Route = createFileRoute('/staff/(access)/roles/$roleId')({
  staticData: { staffPage: 'RoleManage', staffCrumb: 'roleDetail' },
  params: {
    parse: ({ roleId }) => {
      const id = idParam(roleId);
      if (id === undefined) throw notFound();
      return { roleId: id };
    },
    stringify: ({ roleId }) => ({ roleId: String(roleId) }),
  },
  component: RoleDetailRoute,
});

function RoleDetailRoute() {
  const { roleId } = Route.useParams();
  return <RoleDetailPage roleId={roleId} />;
}
