/** What the finance area's server modules offer other areas (inside the area, import files directly). */
export { accrueDoneVisit } from './accruals/accrue';
export { financeRoutes } from './routes';
