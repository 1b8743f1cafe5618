/** What the recruitment area's domain rules offer other areas (inside the area, import files directly). */
export type { Criterion } from './criteria';
export { ageOn } from './matcher';
export { maskName } from './patient';
export { LEAD_CONSENT, buildSelfCheck, selfCheckVerdict } from './self-check';
export type { SelfCheckAnswer, SelfCheckQuestion, SelfCheckVerdict } from './self-check';
export { projectNumberToken } from './subject-number';
export { SUBJECT_STATUS_LABELS } from './subject-status';
export { DEFAULT_SOAP_MAPPING, HIS_KINDS } from './his-connection';
export type { HisKind, SoapMapping } from './his-connection';
