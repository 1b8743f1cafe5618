/** What the safety area's endpoint declarations offer other areas (inside the area, import files directly). */
export { aeLifecycle } from './ae';
export { conMedCheckEndpoint } from './con-meds';
export { violationReviewEndpoint } from './violations';
export { saeAttachmentDownloadEndpoint } from './sae';
