/**
 * The preview's watermark: the viewer's name and the time, repeated across the viewer in a
 * semi-transparent, rotated layer that takes no clicks, no selection and no focus (the file
 * under it scrolls as usual). A screenshot or a photo of the screen shows who looked and when.
 * Hidden from screen readers: the page says the same once, in words, above the viewer.
 */
import Box from '@mui/material/Box';

const REPEAT = 36;

export function Watermark({ text }: { text: string }) {
  return (
    <Box
      aria-hidden="true"
      data-testid="watermark"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        overflow: 'hidden',
        pointerEvents: 'none',
        userSelect: 'none',
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        gridAutoRows: '140px',
        alignItems: 'center',
        justifyItems: 'center',
      }}
    >
      {Array.from({ length: REPEAT }, (_, index) => (
        <Box
          key={index}
          component="span"
          sx={{
            transform: 'rotate(-30deg)',
            whiteSpace: 'nowrap',
            fontSize: 16,
            fontWeight: 600,
            color: 'rgba(120, 120, 120, 0.28)',
          }}
        >
          {text}
        </Box>
      ))}
    </Box>
  );
}
