import { createFileRoute } from '@tanstack/react-router';
import { WarehousesPage } from '../../../features/drugs/warehouses/components/warehouses-page';

export const Route = createFileRoute('/staff/(drugs)/drug-warehouses')({
  staticData: { staffPage: 'DrugWarehouses' },
  component: WarehousesPage,
});
