/** True while the server renders a page (entry-server.tsx): no window, no storage, no DOM. */
export const isServer = typeof window === 'undefined';
