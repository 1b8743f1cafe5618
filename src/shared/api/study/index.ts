/** What the study area's endpoint declarations offer other areas (inside the area, import files directly). */
export { offeredEntries } from './dict';
export type { DictBatch, DictItem } from './dict';
export { projectMembersEndpoint, projectOptionsEndpoint } from './project-team';
export type { ProjectOption } from './project-team';
export { importProblemSchema } from './project-transfer';
export type { ImportProblem } from './project-transfer';
