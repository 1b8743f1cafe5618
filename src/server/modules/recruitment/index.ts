export type { HisAdapter } from './candidates/his-adapter';
