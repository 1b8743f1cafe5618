/**
 * State a user edits that starts again from its source whenever the source changes from
 * outside: a filter form's draft follows the URL's filters (back/forward, reset), a page
 * box follows the current page. The source is compared by content, so a new object with
 * the same values keeps what the user typed. The reset happens during render (React's
 * 'adjusting state when a prop changes'), so no frame shows the stale draft.
 */
import { type Dispatch, type SetStateAction, useState } from 'react';

export function useFollowingState<T>(source: T): [T, Dispatch<SetStateAction<T>>] {
  const key = JSON.stringify(source);
  const [state, setState] = useState(source);
  const [followed, setFollowed] = useState(key);
  if (key !== followed) {
    setFollowed(key);
    setState(source);
  }
  return [state, setState];
}
