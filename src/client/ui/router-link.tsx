/** MUI's Link and Button as typed router links (`<Button component={Link}>` does not type-check). */
import MuiButton from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import { createLink } from '@tanstack/react-router';

export const RouterLink = createLink(MuiLink);
export const RouterButton = createLink(MuiButton);
