/** What the recruitment area's client features offer other areas (inside the area, import files directly). */
export { SubjectWithLink, ViewSubjectLink } from './subject-page/components/view-subject-link';
