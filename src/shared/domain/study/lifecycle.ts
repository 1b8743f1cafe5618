/**
 * A project's life in the staff suite, as data (SUITE.md 'status machines as data'): the
 * server enforces it and the client offers only the actions allowed now.
 *
 * Two things are separate here. The lifecycle status (preparing, ongoing, terminated,
 * archived) says where the trial stands; `published` says whether the public portal shows
 * it. A project is a draft (unpublished) until someone publishes it; archiving withdraws it.
 * The recruitment status (zmz, zmwc, ztzm, zzzm) is a field of the project, edited apart.
 */
import type { LocalizedText } from '../labels';

export const PROJECT_STATUSES = ['preparing', 'ongoing', 'terminated', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, LocalizedText> = {
  preparing: { 'zh-CN': '筹备中', en: 'Preparing' },
  ongoing: { 'zh-CN': '进行中', en: 'Ongoing' },
  terminated: { 'zh-CN': '已终止', en: 'Terminated' },
  archived: { 'zh-CN': '已归档', en: 'Archived' },
};

export interface ProjectTransition {
  from: readonly ProjectStatus[];
  to: ProjectStatus;
  /** The project-scope button that allows it. */
  button: 'project:start' | 'project:terminate' | 'project:archive';
  /** The caller must say why (kept on the project and in the audit trail). */
  needsReason: boolean;
  /** What else the move changes: a terminated project stops recruiting; an archived one leaves the portal. */
  recruitStatus?: string;
  unpublish?: boolean;
}

export const PROJECT_TRANSITIONS = {
  start: { from: ['preparing'], to: 'ongoing', button: 'project:start', needsReason: false },
  terminate: {
    from: ['preparing', 'ongoing'],
    to: 'terminated',
    button: 'project:terminate',
    needsReason: true,
    recruitStatus: 'zzzm',
  },
  archive: {
    from: ['ongoing', 'terminated'],
    to: 'archived',
    button: 'project:archive',
    needsReason: false,
    unpublish: true,
  },
} as const satisfies Record<string, ProjectTransition>;

export type ProjectAction = keyof typeof PROJECT_TRANSITIONS;
export const PROJECT_ACTIONS = Object.keys(PROJECT_TRANSITIONS) as ProjectAction[];

export const PROJECT_ACTION_LABELS: Record<ProjectAction, LocalizedText> = {
  start: { 'zh-CN': '启动', en: 'Start' },
  terminate: { 'zh-CN': '终止', en: 'Terminate' },
  archive: { 'zh-CN': '归档', en: 'Archive' },
};

export function canTransition(status: ProjectStatus, action: ProjectAction): boolean {
  return (PROJECT_TRANSITIONS[action].from as readonly ProjectStatus[]).includes(status);
}

/** The lifecycle actions allowed from a status, in catalogue order. */
export function allowedActions(status: ProjectStatus): ProjectAction[] {
  return PROJECT_ACTIONS.filter((action) => canTransition(status, action));
}

/** A terminated or archived project has stopped recruiting for good: its status stays zzzm. */
export function allowsRecruitStatus(status: ProjectStatus, recruitStatus: string): boolean {
  return status === 'preparing' || status === 'ongoing' || recruitStatus === 'zzzm';
}

/** Only a project that is not archived can be put on the public portal. */
export function canPublish(status: ProjectStatus, published: boolean): boolean {
  return !published && status !== 'archived';
}

export function isProjectStatus(value: string): value is ProjectStatus {
  return (PROJECT_STATUSES as readonly string[]).includes(value);
}

/** The longest reason a termination may give. */
export const TERMINATE_REASON_MAX = 500;
