import { type FormEvent, type Ref, type RefObject, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../../../shared/domain/constants';
import { useMessages } from '../../../../lib/i18n';
import { PlainInput } from '../../../../ui/plain-input';
import { homeMessages } from '../messages';
import { useDebouncedCallback } from '../use-debounced-callback';
import { useStickySearch } from '../use-sticky-search';
import { ExpandLessIcon, ExpandMoreIcon, SearchIcon } from './icons';

/** Fixed height of the bar; its slot keeps this height so nothing jumps when it sticks. */
export const SEARCH_BAR_HEIGHT_PX = 64;

export interface SearchBarProps {
  keyword: string;
  /** Called 200 ms after typing stops, or at once on Enter. */
  onKeywordChange: (keyword: string) => void;
  bannerRef: RefObject<HTMLElement | null>;
  advancedOpen: boolean;
  onToggleAdvanced: () => void;
  advancedButtonRef?: Ref<HTMLButtonElement>;
  /** Warms the lazily loaded panel when the user shows interest. */
  onAdvancedIntent?: () => void;
  panelId: string;
}

/** Local text follows the URL's keyword when it changes from outside (back/forward). */
function useKeywordText(keyword: string) {
  const [text, setText] = useState(keyword);
  const lastSent = useRef(keyword);
  useEffect(() => {
    if (keyword !== lastSent.current) {
      lastSent.current = keyword;
      setText(keyword);
    }
  }, [keyword]);
  return { text, setText, lastSentRef: lastSent };
}

export function SearchBar({ advancedButtonRef, bannerRef, ...props }: SearchBarProps) {
  const t = useMessages(homeMessages);
  const sticky = useStickySearch(bannerRef);
  const { text, setText, lastSentRef } = useKeywordText(props.keyword);
  const send = (value: string) => {
    const keyword = value.trim();
    if (keyword === lastSentRef.current) return;
    lastSentRef.current = keyword;
    props.onKeywordChange(keyword);
  };
  const debounced = useDebouncedCallback(send, SEARCH_DEBOUNCE_MS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    debounced.cancel();
    send(text);
  };

  return (
    <div className="portal-search-slot" style={{ height: SEARCH_BAR_HEIGHT_PX }}>
      <div
        className="portal-search-bar"
        data-testid="search-bar"
        data-sticky={sticky}
        // Its place; its look when stuck (paper and shadow) is in portal.css.
        style={sticky ? { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1100 } : undefined}
      >
        <form
          role="search"
          onSubmit={submit}
          className={sticky ? 'portal-search-form portal-container' : 'portal-search-form'}
        >
          <PlainInput
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              debounced.run(event.target.value);
            }}
            placeholder={t.searchPlaceholder}
            aria-label={t.searchPlaceholder}
            enterKeyHint="search"
          />
          <button type="submit" aria-label={t.searchButton} className="portal-icon-button">
            <SearchIcon />
          </button>
          <button
            type="button"
            className="portal-button"
            ref={advancedButtonRef}
            onClick={props.onToggleAdvanced}
            onPointerEnter={props.onAdvancedIntent}
            onFocus={props.onAdvancedIntent}
            aria-expanded={props.advancedOpen}
            aria-controls={props.advancedOpen ? props.panelId : undefined}
          >
            {t.advancedSearch}
            {props.advancedOpen ? <ExpandLessIcon small /> : <ExpandMoreIcon small />}
          </button>
        </form>
      </div>
    </div>
  );
}
