/** What the quality area's server modules offer other areas (inside the area, import files directly). */
export { generateCheckTasks } from './check-tasks/generate';
