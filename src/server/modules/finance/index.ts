/** What the finance area offers the app and other areas. */
export { financeRoutes } from './routes';
