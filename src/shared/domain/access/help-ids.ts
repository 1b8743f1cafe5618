/**
 * Help ids beyond the permission catalogue's own (its pages and buttons carry theirs): the
 * staff shell's '?' opens these articles of the help center (docs/documents.md).
 */

/** The workbench (the staff home) has no catalogue entry: its article's id. */
export const WORKBENCH_HELP_ID = 'help-workbench';
/** The help center's own article (how to read and write articles). */
export const HELP_CENTER_HELP_ID = 'help-help-center';
