/** What the recruitment area's endpoint declarations offer other areas (inside the area, import files directly). */
export { PATIENT_NAME_MAX, recruitLeadEndpoint } from './candidates';
export type { RecruitLeadBody } from './candidates';
export { subjectListEndpoint } from './subjects';
export type { Subject } from './subjects';
