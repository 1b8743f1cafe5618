/** What the portal area's screens offer other areas (inside the area, import files directly). */
export { ProjectOverview } from './project/components/project-overview';
