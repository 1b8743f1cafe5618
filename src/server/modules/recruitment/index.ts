/** What the recruitment area's server modules offer other areas (inside the area, import files directly). */
export type { HisAdapter } from './candidates/his-adapter';
export { phoneHashOf } from './candidates/patient-data';
