/** What the quality area's endpoint declarations offer other areas (inside the area, import files directly). */
// Monitoring: appointments, queries, source data verification.
export { queryListEndpoint } from './queries';
export { sdvSubjectEndpoint } from './sdv';
