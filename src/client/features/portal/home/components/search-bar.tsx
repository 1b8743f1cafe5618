import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
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
    <Box sx={{ height: SEARCH_BAR_HEIGHT_PX, my: 2 }}>
      <Box
        data-testid="search-bar"
        data-sticky={sticky}
        sx={
          sticky
            ? {
                position: 'fixed',
                top: 0,
                left: 0,
                right: 0,
                zIndex: 'appBar',
                bgcolor: 'background.paper',
                boxShadow: 2,
              }
            : undefined
        }
      >
        <Container
          maxWidth="lg"
          disableGutters={!sticky}
          component="form"
          role="search"
          onSubmit={submit}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, height: SEARCH_BAR_HEIGHT_PX }}
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
            sx={{ flex: 1 }}
          />
          <IconButton type="submit" aria-label={t.searchButton} color="primary">
            <SearchIcon />
          </IconButton>
          <Button
            ref={advancedButtonRef}
            onClick={props.onToggleAdvanced}
            onPointerEnter={props.onAdvancedIntent}
            onFocus={props.onAdvancedIntent}
            aria-expanded={props.advancedOpen}
            aria-controls={props.advancedOpen ? props.panelId : undefined}
            endIcon={props.advancedOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ flexShrink: 0 }}
          >
            {t.advancedSearch}
          </Button>
        </Container>
      </Box>
    </Box>
  );
}
