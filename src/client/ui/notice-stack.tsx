/** Where notices show: a column at the top centre, above the page and its dialogs, never taking clicks itself. */
import type { ReactNode } from 'react';

export function NoticeStack({ children }: { children: ReactNode }) {
  return <div className="portal-notice-stack">{children}</div>;
}
