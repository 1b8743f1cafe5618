/** What the quality area's screens offer other areas (inside the area, import files directly). */
export { RecordMarks } from './sdv/components/record-marks';
export { SubjectMarks } from './sdv/components/subject-marks';
