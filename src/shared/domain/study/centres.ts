/**
 * Research centres of a multi-centre trial (SPEC §7 '/bus' research centre): each project's
 * participating centres, our hospital's own among them. A centre's role and its status
 * machine are kept here as data, so the server enforces the moves and the page offers only
 * the ones allowed now.
 *
 * Counting per centre: subjects count at their centre. The candidate stages of the funnel
 * (candidates, recommended, contacted, willing) are our hospital's own patients, so they
 * count at our own centre; the other centres report screening and enrolment only. The
 * centres' counts therefore add up to the project's total.
 */
import type { LocalizedText } from '../labels';

export const CENTRE_ROLES = ['lead', 'participating'] as const;
export type CentreRole = (typeof CENTRE_ROLES)[number];

export const CENTRE_ROLE_LABELS: Record<CentreRole, LocalizedText> = {
  lead: { 'zh-CN': '牵头单位', en: 'Lead centre' },
  participating: { 'zh-CN': '参研单位', en: 'Participating centre' },
};

export const CENTRE_STATUSES = ['preparing', 'active', 'closed'] as const;
export type CentreStatus = (typeof CENTRE_STATUSES)[number];

export const CENTRE_STATUS_LABELS: Record<CentreStatus, LocalizedText> = {
  preparing: { 'zh-CN': '筹备中', en: 'Preparing' },
  active: { 'zh-CN': '进行中', en: 'Active' },
  closed: { 'zh-CN': '已关闭', en: 'Closed' },
};

/** The moves: a centre is activated (site initiation), closed (close-out), or re-opened. */
export const CENTRE_TRANSITIONS = {
  activate: { from: ['preparing'], to: 'active' },
  close: { from: ['preparing', 'active'], to: 'closed' },
  reopen: { from: ['closed'], to: 'active' },
} as const satisfies Record<string, { from: readonly CentreStatus[]; to: CentreStatus }>;

export type CentreAction = keyof typeof CENTRE_TRANSITIONS;
export const CENTRE_ACTIONS = Object.keys(CENTRE_TRANSITIONS) as CentreAction[];

export const CENTRE_ACTION_LABELS: Record<CentreAction, LocalizedText> = {
  activate: { 'zh-CN': '启动中心', en: 'Activate' },
  close: { 'zh-CN': '关闭中心', en: 'Close' },
  reopen: { 'zh-CN': '重新开放', en: 'Re-open' },
};

export function canCentreTransition(status: CentreStatus, action: CentreAction): boolean {
  return (CENTRE_TRANSITIONS[action].from as readonly CentreStatus[]).includes(status);
}

/** The moves offered now. */
export const allowedCentreActions = (status: CentreStatus): CentreAction[] =>
  CENTRE_ACTIONS.filter((action) => canCentreTransition(status, action));

/** Only an active centre, or one still preparing, takes new subjects. */
export const centreTakesSubjects = (status: CentreStatus): boolean => status !== 'closed';

export function centreStatusOf(value: string): CentreStatus {
  const status = CENTRE_STATUSES.find((known) => known === value);
  if (!status) throw new Error(`Unknown research centre status: ${value}`);
  return status;
}

export function centreRoleOf(value: string): CentreRole {
  const role = CENTRE_ROLES.find((known) => known === value);
  if (!role) throw new Error(`Unknown research centre role: ${value}`);
  return role;
}

/**
 * Our own centre's status from the project's lifecycle (shared/domain/study/lifecycle.ts),
 * used when the centre is first made: a project preparing is a centre preparing, an ongoing
 * one an active centre, a terminated or archived one a closed centre.
 */
export function ownCentreStatusOf(projectStatus: string): CentreStatus {
  if (projectStatus === 'ongoing') return 'active';
  if (projectStatus === 'terminated' || projectStatus === 'archived') return 'closed';
  return 'preparing';
}

/**
 * Our own centre's role when it is first made: 'lead' when the project's initiating unit
 * (发起单位) is our hospital (its full name or the site name, compared without surrounding
 * spaces), otherwise 'participating'. Editable afterwards on the centres page. Its PI is
 * first the project's lead researcher (主要研究者), by name.
 */
export function ownCentreRoleOf(initiatingUnit: string | null, hospitalNames: readonly string[]): CentreRole {
  const unit = initiatingUnit?.trim() ?? '';
  if (unit === '') return 'participating';
  return hospitalNames.some((name) => name.trim() !== '' && name.trim() === unit) ? 'lead' : 'participating';
}

/** Our hospital's name when the site settings hold none (a database before its first start). */
export const OWN_CENTRE_FALLBACK_NAME = '本院';

export const CENTRE_NAME_MAX = 100;
export const CENTRE_PI_MAX = 50;
export const CENTRE_APPROVAL_MAX = 60;
export const CENTRE_NOTE_MAX = 500;
export const CENTRE_TARGET_MAX = 100_000;

/** Counts at each centre that add up to a total: the sum of every row's numeric fields. */
export function sumCentreCounts<K extends string>(rows: readonly Record<K, number>[], keys: readonly K[]) {
  const total = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) for (const key of keys) total[key] += row[key];
  return total;
}
