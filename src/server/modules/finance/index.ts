/** What the finance area's server modules offer other areas (inside the area, import files directly). */
export { evaluateWarningRules } from './warnings/warning-job';
export { EXPENSE_ENTITY } from './expenses/service';
export { SUBSIDY_BILL_ENTITY } from './subsidies/bills';
export { resealSubsidyPayees } from './subsidies/key-rotation';
export { SUBSIDY_BATCH_ENTITY } from './subsidies/service';
export { accrueDoneVisit } from './accruals/accrue';
export { financeRoutes } from './routes';
