/**
 * The state of a versioned draft being edited: the draft as typed, whether it differs from
 * what was opened (for the unsaved-changes guard and the 'discard?' question), and the mark
 * that it was saved, so leaving after a save does not ask.
 */
import { useEffect, useRef, useState } from 'react';

export function useDraftState<Draft>(opened: Draft) {
  // The draft as first opened: later renders pass a new object that must not reset it.
  const [initial] = useState(opened);
  const [draft, setDraft] = useState<Draft>(opened);
  const current = useRef(draft);
  useEffect(() => {
    current.current = draft;
  }, [draft]);
  const saved = useRef(false);
  return {
    draft,
    setDraft,
    /** Read at the time of asking (the guard calls it outside React's render). */
    isDirty: () => !saved.current && JSON.stringify(current.current) !== JSON.stringify(initial),
    markSaved: () => {
      saved.current = true;
    },
  };
}
