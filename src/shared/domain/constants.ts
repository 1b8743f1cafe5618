/** Business constants and limits (SPEC §9), in one place. */
import { DAY_MS } from './hospital-clock';

export const PAGE_SIZES = [10, 20, 30, 40] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const FIRST_PAGE = 1;

export const SEARCH_DEBOUNCE_MS = 200;
export const SCROLL_THROTTLE_MS = 500;
/** The search bar sticks once scrolled past the banner height minus this many px. */
export const STICKY_SEARCH_OFFSET_PX = 30;

/**
 * Default window for the 'new' badge. SPEC §9 gives 79,488,000 ms and also calls it
 * "about 920 days", which that number is not: it is 0.92 days (about 22 hours). The
 * number is kept as the default and each site can set its own window (site.newWindowMs).
 */
export const NEW_PROJECT_WINDOW_MS = 79_488_000;

export const CAROUSEL_DELAY_MS = 2000;
export const CAROUSEL_SPEED_MS = 2000;

export const NOTIFICATION_DURATION_MS = 6000;
export const PROCESSING_HINT_DELAY_MS = 500;

/**
 * SPEC §3 'AI-recruit rule config cache': one entry per project and disease key, its
 * timestamp being the query's dataUpdatedAt; fresh for a day, then fetched again when used
 * (offline, the saved entry keeps serving).
 */
export const RULE_CONFIG_CACHE_TTL_MS = DAY_MS;
export const DEFAULT_EDIT_RIGHT = 20;

export const QR_SIZE_PX = 100;
export const QR_CENTRE_IMAGE_PX = 30;

export const DEFAULT_RECRUIT_STATUS = 'zmz';

/** Config keys that identify the two recognised hospitals (SPEC §7, §9). */
export const SITE_CONFIG_KEYS = { shfy: 'sys.ctdms.shfy', ndey: 'sys.ctdms.nde' } as const;

/** Request signing (SPEC §7): header name and the number of random digits after the timestamp. */
export const SOURCE_SIGN_HEADER = 'sourceSign';
export const SOURCE_SIGN_RANDOM_DIGITS = 11;
/** A sign is accepted while its timestamp is within this much of the server's clock. */
export const SOURCE_SIGN_MAX_SKEW_MS = 300_000;
/** A (timestamp, digits) pair is remembered this long; covers the whole skew window both ways. */
export const SOURCE_SIGN_REPLAY_WINDOW_MS = 600_000;

/** Page title when the site settings cannot be read and none was stored (SPEC §8). */
export const DEFAULT_SITE_TITLE = '临床试验智能招募平台';
/** Default empty-state text (SPEC §9). */
export const DEFAULT_EMPTY_TEXT = { 'zh-CN': '暂无数据', en: 'No data' } as const;

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'webp', 'gif', 'psd', 'svg', 'tiff'] as const;

/** Id of the JSON data block a server-rendered page carries its query state in. */
export const SERVER_STATE_ELEMENT_ID = 'portal-state';
