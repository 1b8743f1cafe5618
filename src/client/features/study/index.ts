/** What the study area's client features offer other areas (inside the area, import files directly). */
export { CentreField } from './centres/components/centre-field';
