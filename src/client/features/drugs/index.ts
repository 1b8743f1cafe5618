/** What the drugs area's screens offer other areas (inside the area, import files directly). */
export { SubjectDrugs } from './dispensing/components/subject-drugs';
