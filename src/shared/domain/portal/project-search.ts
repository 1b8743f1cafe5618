/**
 * How each project search field matches, shared by the server's SQL search and the
 * client's offline search over saved projects, so both find the same projects.
 */

/** The keyword matches any of these. */
export const KEYWORD_FIELDS = ['name', 'testedDiseases', 'trialMedicine'] as const;

/** Free-text filters match anywhere in the field. */
export const CONTAINS_FILTERS = [
  'name',
  'institutionAcceptNumber',
  'trialMedicine',
  'testedDiseases',
  'runStage',
  'previousTreatmentDrug',
  'researchName',
] as const;

/** Select filters match the dictionary key exactly. */
export const EQUALS_FILTERS = ['trialType', 'recruitStatus', 'targetSpot'] as const;

/** Multi-select filters: a comma-joined list of keys, any of which matches. */
export const LIST_FILTERS = ['trialStages', 'pathologicType'] as const;

export function splitFilterList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
