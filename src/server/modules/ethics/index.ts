/** What the ethics area's server modules offer other areas (inside the area, import files directly). */
export { SUBMISSION_ENTITY } from './submissions/moves';
