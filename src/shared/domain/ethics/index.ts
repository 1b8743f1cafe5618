/** What the ethics area's shared domain offers other areas (inside the area, import files directly). */
export { DEFAULT_REVIEW_NOTICE_DAYS } from './continuing-review';
