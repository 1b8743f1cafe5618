/**
 * What the signed-in user may see and do, from the who answer (SPEC §6): page and button
 * permissions in the system scope and per project. With the permission switch off, every
 * catalogue page and button shows (the server still enforces its rules).
 */
import type { WhoAnswer } from '../../../../shared/api/access/who';
import {
  PROJECT_PAGES,
  type ProjectButton,
  type ProjectPage,
  SYSTEM_PAGES,
  type SystemButton,
  type SystemPage,
} from '../../../../shared/domain/access/permissions';

export type StaffProject = WhoAnswer['permissions']['projects'][number];

export interface StaffAccess {
  hasPage: (page: SystemPage) => boolean;
  hasButton: (button: SystemButton) => boolean;
  hasProjectPage: (projectId: number, page: ProjectPage) => boolean;
  hasProjectButton: (projectId: number, button: ProjectButton) => boolean;
  /** System pages for the navigation, in catalogue order. */
  systemPages: SystemPage[];
  /** The projects the user works in. */
  projects: StaffProject[];
  /** A project's pages for the navigation, in catalogue order; [] for another project. */
  projectPages: (projectId: number) => ProjectPage[];
}

const SYSTEM_PAGE_NAMES = Object.keys(SYSTEM_PAGES) as SystemPage[];
const PROJECT_PAGE_NAMES = Object.keys(PROJECT_PAGES) as ProjectPage[];

/** Nobody signed in: nothing is allowed. */
export const NO_ACCESS: StaffAccess = {
  hasPage: () => false,
  hasButton: () => false,
  hasProjectPage: () => false,
  hasProjectButton: () => false,
  systemPages: [],
  projects: [],
  projectPages: () => [],
};

export function staffAccess(who: WhoAnswer | null | undefined): StaffAccess {
  if (!who) return NO_ACCESS;
  const everything = !who.permissionSwitch;
  const pages = new Set(who.permissions.system.pages);
  const buttons = new Set(who.permissions.system.buttons);
  const projects = who.permissions.projects;
  const projectOf = (projectId: number) => projects.find((project) => project.projectId === projectId);
  const hasPage = (page: SystemPage) => everything || pages.has(page);
  const hasProjectPage = (projectId: number, page: ProjectPage) => {
    const project = projectOf(projectId);
    return !!project && (everything || project.permissions.pages.includes(page));
  };
  return {
    hasPage,
    hasButton: (button) => everything || buttons.has(button),
    hasProjectPage,
    hasProjectButton: (projectId, button) => {
      const project = projectOf(projectId);
      return !!project && (everything || project.permissions.buttons.includes(button));
    },
    systemPages: SYSTEM_PAGE_NAMES.filter(hasPage),
    projects,
    projectPages: (projectId) => PROJECT_PAGE_NAMES.filter((page) => hasProjectPage(projectId, page)),
  };
}
