/** What the access area's domain rules offer other areas (inside the area, import files directly). */
export type { ProjectButton, ProjectPage } from './permissions';
