/**
 * Light-weight outlined text input and select: native elements styled with the theme.
 * The public home page uses them instead of MUI's InputBase/OutlinedInput/NativeSelect
 * to stay within its script budget; they keep native keyboard and screen-reader behaviour.
 */
import { type Theme, styled } from '@mui/material/styles';

const fieldStyle = ({ theme }: { theme: Theme }) =>
  ({
    font: 'inherit',
    fontSize: theme.typography.body2.fontSize,
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    // grey 600 keeps the 3:1 contrast WCAG 1.4.11 asks of a field's edge.
    border: `1px solid ${theme.palette.grey[600]}`,
    borderRadius: theme.shape.borderRadius,
    height: 40,
    padding: '0 12px',
    minWidth: 0,
    '&:hover': { borderColor: theme.palette.text.primary },
    '&:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -1,
      borderColor: theme.palette.primary.main,
    },
    '&::placeholder': { color: theme.palette.text.secondary, opacity: 1 },
  }) as const;

export const PlainInput = styled('input')(fieldStyle);
export const PlainSelect = styled('select')(fieldStyle);
