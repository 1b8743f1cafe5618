/** What the recruitment area's endpoint declarations offer other areas (inside the area, import files directly). */
export { PATIENT_NAME_MAX, recruitLeadEndpoint } from './recruit-lead';
export type { RecruitLeadBody } from './recruit-lead';
export { subjectListEndpoint } from './subjects';
export type { Subject } from './subjects';
export { hisConnectionEndpoint, hisConnectionSaveEndpoint, hisConnectionTestEndpoint } from './his-connection';
export type { HisConnection, HisConnectionSaveBody, HisConnectionTestBody } from './his-connection';
