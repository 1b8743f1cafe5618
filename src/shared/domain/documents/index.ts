/** What the documents area's domain rules offer other areas (inside the area, import files directly). */
// The staff shell's help button opens the workbench's and the help center's own articles.
export { HELP_CENTER_HELP_ID, WORKBENCH_HELP_ID } from './help';
