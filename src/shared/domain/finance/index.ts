/** What the finance area's domain rules offer other areas (inside the area, import files directly). */
// Early warnings: the inbox shows open ones as tasks.
export type { WarningKind } from './codes';
export { warningAbout, warningRuleLabel } from './warnings';
