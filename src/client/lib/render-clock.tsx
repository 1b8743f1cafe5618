/**
 * What 'now' is while rendering. In the browser it is the device's clock; when the server
 * renders a page it is the server's clock (which tests fix), so the HTML and the browser's
 * first render agree on what is 'new'.
 */
import { createContext, useContext } from 'react';

export const RenderClockContext = createContext<() => number>(() => Date.now());

export function useRenderClock(): () => number {
  return useContext(RenderClockContext);
}
