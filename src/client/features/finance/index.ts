/** What the finance area's screens offer other areas (inside the area, import files directly). */
export { SubjectSubsidies } from './subsidies/components/subject-subsidies';
