import { createFileRoute } from '@tanstack/react-router';
import { FeeTypesPage } from '../../../features/finance/fee-types/components/fee-types-page';

export const Route = createFileRoute('/staff/(finance)/finance-fee-types')({
  staticData: { staffPage: 'FinanceFeeTypes' },
  component: FeeTypesPage,
});
