/**
 * The home page's search state as it lives in the URL (page, size, keyword and every
 * advanced filter), its defaults, its validation and its translation into the body of
 * the project-list call. Multi-select filters travel as comma-joined key lists.
 */
import type { ProjectSearch } from '../../../../shared/api/portal/portal';
import { DEFAULT_PAGE_SIZE, DEFAULT_RECRUIT_STATUS, FIRST_PAGE, PAGE_SIZES } from '../../../../shared/domain/constants';
import { pageOffset } from '../../../../shared/domain/portal/rules';

/** Filters of the advanced panel, as sent on the wire (SPEC §2). */
export const TEXT_FILTERS = [
  'name',
  'institutionAcceptNumber',
  'trialMedicine',
  'testedDiseases',
  'trialType',
  'runStage',
  'recruitStatus',
  'previousTreatmentDrug',
  'researchName',
  'targetSpot',
] as const;
export const LIST_FILTERS = ['trialStages', 'pathologicType'] as const;

export type TextFilter = (typeof TEXT_FILTERS)[number];
export type ListFilter = (typeof LIST_FILTERS)[number];

/** The advanced filters with lists joined: exactly what the URL and the request carry. */
export type SearchFilters = Record<TextFilter | ListFilter, string>;

export interface HomeSearch extends SearchFilters {
  page: number;
  size: number;
  keyword: string;
}

/** The advanced panel's editable form: multi-selects are arrays. */
export type FilterForm = Record<TextFilter, string> & Record<ListFilter, string[]>;

export const EMPTY_FILTERS: SearchFilters = {
  name: '',
  institutionAcceptNumber: '',
  trialMedicine: '',
  testedDiseases: '',
  trialType: '',
  trialStages: '',
  pathologicType: '',
  runStage: '',
  recruitStatus: DEFAULT_RECRUIT_STATUS,
  previousTreatmentDrug: '',
  researchName: '',
  targetSpot: '',
};

export const DEFAULT_HOME_SEARCH: HomeSearch = {
  page: FIRST_PAGE,
  size: DEFAULT_PAGE_SIZE,
  keyword: '',
  ...EMPTY_FILTERS,
};

/** The server refuses longer values (projectSearchSchema); longer URL input is cut. */
const MAX_TEXT = 100;
const MAX_LIST = 500;
const MAX_PAGE = 100_000;

function readText(value: unknown, max: number): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).slice(0, max);
  if (Array.isArray(value)) return value.map(String).join(',').slice(0, max);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

function readPage(value: unknown): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= FIRST_PAGE ? Math.min(page, MAX_PAGE) : FIRST_PAGE;
}

function readSize(value: unknown): number {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** Turns whatever the URL holds into a complete, valid search; bad values get defaults. */
export function validateHomeSearch(raw: Record<string, unknown>): HomeSearch {
  const search: HomeSearch = {
    ...DEFAULT_HOME_SEARCH,
    page: readPage(raw.page),
    size: readSize(raw.size),
    keyword: readText(raw.keyword, MAX_TEXT),
  };
  for (const field of TEXT_FILTERS) search[field] = readText(raw[field], MAX_TEXT);
  for (const field of LIST_FILTERS) search[field] = joinList(splitList(readText(raw[field], MAX_LIST)));
  search.recruitStatus ||= DEFAULT_RECRUIT_STATUS;
  return search;
}

export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export function joinList(values: readonly string[]): string {
  return values.join(',');
}

/** The request body of one page: offset and limit plus every non-empty filter. */
export function toProjectSearch(search: HomeSearch): ProjectSearch {
  const body: ProjectSearch = { offset: pageOffset(search.page, search.size), limit: search.size };
  if (search.keyword) body.keyword = search.keyword;
  for (const field of [...TEXT_FILTERS, ...LIST_FILTERS]) {
    if (search[field]) body[field] = search[field];
  }
  return body;
}

export function toFilterForm(filters: SearchFilters): FilterForm {
  return {
    ...filters,
    trialStages: splitList(filters.trialStages),
    pathologicType: splitList(filters.pathologicType),
  };
}

/** The form as URL filters: arrays comma-joined, texts trimmed. */
export function fromFilterForm(form: FilterForm): SearchFilters {
  const filters = { ...EMPTY_FILTERS };
  for (const field of TEXT_FILTERS) filters[field] = form[field].trim();
  for (const field of LIST_FILTERS) filters[field] = joinList(form[field]);
  filters.recruitStatus ||= DEFAULT_RECRUIT_STATUS;
  return filters;
}

/** Page to show after a size change: the one holding the first row of the current page. */
export function pageForSize(page: number, oldSize: number, newSize: number): number {
  return Math.floor(pageOffset(page, oldSize) / newSize) + FIRST_PAGE;
}
