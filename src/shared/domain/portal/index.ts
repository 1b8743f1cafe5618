/** What the portal area's domain rules offer other areas (inside the area, import files directly). */
export { splitFilterList } from './project-search';
export {
  RECRUIT_STATUS_CODES,
  RECRUIT_STATUS_FALLBACK_LABELS,
  isRecruitStatus,
  recruitStatusTone,
} from './recruit-status';
export { maskPhone } from './rules';
