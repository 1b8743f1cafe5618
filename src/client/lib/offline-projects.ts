/**
 * Search over the projects this device has saved (the persisted list pages and details in
 * the query cache), for when the network is gone. Filters follow the server's rules in
 * src/server/modules/portal/browse/browse/browse/browse/repository.ts: keyword on name, disease or trial drug;
 * contains for free text; equality for single keys; membership for comma-joined lists;
 * newest start first. Results are limited to what was saved: say so next to them.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Project, ProjectSearch, ProjectSummary } from '../../shared/api/portal/portal';
import {
  KEYWORD_FIELDS,
  CONTAINS_FILTERS,
  EQUALS_FILTERS,
  LIST_FILTERS,
  splitFilterList,
} from '../../shared/domain/portal/project-search';

type SavedProject = ProjectSummary | Project;

function isListData(value: unknown): value is { rows: ProjectSummary[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { rows?: unknown }).rows);
}

function isProject(value: unknown): value is Project {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';
}

/** Every project found in the cached list pages and details, one entry per id. */
export function collectSavedProjects(queryClient: QueryClient): ProjectSummary[] {
  const byId = new Map<number, SavedProject>();
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll({ queryKey: ['projects', 'list'] })) {
    const data = query.state.data;
    if (isListData(data)) for (const row of data.rows) if (!byId.has(row.id)) byId.set(row.id, row);
  }
  // A detail is fetched separately and may be newer than the list row: it wins.
  for (const query of cache.findAll({ queryKey: ['projects', 'detail'] })) {
    const data = query.state.data;
    if (query.queryKey.length === 3 && isProject(data)) byId.set(data.id, data);
  }
  return [...byId.values()].map(toSummary);
}

function toSummary(project: SavedProject): ProjectSummary {
  return {
    id: project.id,
    name: project.name,
    recruitStatus: project.recruitStatus,
    trialStages: project.trialStages,
    trialType: project.trialType,
    indication: project.indication,
    actionTime: project.actionTime,
    trialMedicine: project.trialMedicine,
    testedDiseases: project.testedDiseases,
    targetSpot: project.targetSpot,
    target: project.target,
    researchName: project.researchName,
    sponsorName: project.sponsorName,
    institutionAcceptNumber: project.institutionAcceptNumber,
    pathologicType: project.pathologicType,
    runStage: project.runStage,
    previousTreatmentDrug: project.previousTreatmentDrug,
  };
}

const contains = (value: string | null, term: string) => (value ?? '').toLowerCase().includes(term);

function matches(project: ProjectSummary, search: ProjectSearch): boolean {
  const keyword = search.keyword?.trim().toLowerCase();
  if (keyword && !KEYWORD_FIELDS.some((field) => contains(project[field], keyword))) return false;
  for (const field of CONTAINS_FILTERS) {
    const term = search[field]?.trim().toLowerCase();
    if (term && !contains(project[field], term)) return false;
  }
  for (const field of EQUALS_FILTERS) {
    const value = search[field]?.trim();
    if (value && project[field] !== value) return false;
  }
  for (const field of LIST_FILTERS) {
    const values = splitFilterList(search[field] ?? '');
    if (values.length > 0 && !values.includes(project[field] ?? '')) return false;
  }
  return true;
}

/** Newest start first, projects without a start last, then the higher id first (as the server). */
function newestFirst(a: ProjectSummary, b: ProjectSummary): number {
  const byTime = (b.actionTime ?? '').localeCompare(a.actionTime ?? '');
  return byTime !== 0 ? byTime : b.id - a.id;
}

export function searchSavedProjects(
  queryClient: QueryClient,
  search: ProjectSearch,
): { rows: ProjectSummary[]; total: number } {
  const found = collectSavedProjects(queryClient)
    .filter((project) => matches(project, search))
    .sort(newestFirst);
  return { rows: found.slice(search.offset, search.offset + search.limit), total: found.length };
}
