/**
 * Router links for the rows of long lists. TanStack's Link resolves its destination again on
 * every navigation (for its 'active' state), so a 150-row table's 300 links cost hundreds of
 * milliseconds on a phone each time a filter changes the URL. A row's link goes to an absolute
 * page, whatever page is open, and is never shown active: it is resolved once, when rendered.
 * Plain clicks navigate in the app; modified clicks (new tab, ...) are left to the browser.
 */
import MuiButton, { type ButtonProps } from '@mui/material/Button';
import MuiLink, { type LinkProps } from '@mui/material/Link';
import { type LinkOptions, type RegisteredRouter, type ValidateLinkOptions, useRouter } from '@tanstack/react-router';
import { type MouseEvent, useMemo } from 'react';

function useResolvedLink(link: LinkOptions) {
  const router = useRouter();
  const key = JSON.stringify(link);
  // Keyed by the link's value: callers build a new options object on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const href = useMemo(() => router.history.createHref(router.buildLocation(link).href), [router, key]);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    void router.navigate(link);
  };
  return { href, onClick };
}

type ListLinkProps<TOptions> = { link: ValidateLinkOptions<RegisteredRouter, TOptions> } & Omit<
  LinkProps,
  'href' | 'onClick'
>;

export function ListLink<TOptions>({ link, ...props }: ListLinkProps<TOptions>) {
  return <MuiLink {...props} {...useResolvedLink(link as LinkOptions)} />;
}

type ListLinkButtonProps<TOptions> = { link: ValidateLinkOptions<RegisteredRouter, TOptions> } & Omit<
  ButtonProps<'a'>,
  'href' | 'onClick'
>;

export function ListLinkButton<TOptions>({ link, ...props }: ListLinkButtonProps<TOptions>) {
  return <MuiButton {...props} {...useResolvedLink(link as LinkOptions)} />;
}
