/** What the drugs area's domain rules offer other areas (inside the area, import files directly). */
export { STOCK_STATE_LABELS } from './stock';
export type { StockState } from './stock';
export { DISTRIBUTION_STATUS_LABELS } from './status';
export type { DistributionStatus } from './status';
