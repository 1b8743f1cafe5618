/** What the finance area's server modules offer other areas (inside the area, import files directly). */
export { evaluateWarningRules } from './warnings/warning-job';
