/**
 * `sx` for text that screen readers read and the screen does not show (labels, live messages).
 * Sizes are CSS texts: in `sx` the number 1 means 100%, which made such text as wide as its
 * container and pushed phone pages sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
