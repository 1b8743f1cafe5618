/**
 * The help center's rules (issue 29 item 9): help ids name the permission catalogue's pages
 * and buttons (and the workbench); an article is Markdown of bounded length.
 */

/** 'help-' then lower-case words joined by '-', as the catalogue writes them. */
export const HELP_ID_PATTERN = '^help-[a-z0-9]+(-[a-z0-9]+)*$';
export const HELP_ID_MAX_LENGTH = 60;
/** Short articles: a page's help, not a manual. */
export const HELP_BODY_MAX_LENGTH = 20_000;
