/** What the access area's domain rules offer other areas (inside the area, import files directly). */
export type { ProjectButton, ProjectPage } from './permissions';
export { PERMISSION_CATALOGUE, PROJECT_PAGES, scopePermissions } from './permissions';
export { SIGNATURE_MEANINGS, SIGNATURE_MEANING_TEXT, signatureMeaningText } from './signatures';
export type { SignatureMeaning, SignatureState } from './signatures';
