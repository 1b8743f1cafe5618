/** What the portal area's endpoint declarations offer other areas (inside the area, import files directly). */
export { projectSchema } from './portal';
