/** A criteria text area beside its live preview, rendered by the public detail page's own component. */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ComponentProps } from 'react';
import { useId } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { CriteriaText } from '../../../../ui/criteria-text';
import { projectManageMessages } from '../messages';

export function CriteriaField(props: ComponentProps<typeof TextField> & { value: string; label: string }) {
  const t = useMessages(projectManageMessages);
  const previewId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <TextField {...props} multiline minRows={6} maxRows={20} />
      <Box
        component="section"
        aria-labelledby={previewId}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, maxHeight: 420, overflowY: 'auto' }}
      >
        <Typography id={previewId} variant="caption" color="text.secondary" component="h4" sx={{ mb: 1 }}>
          {`${props.label} · ${t.livePreview}`}
        </Typography>
        <CriteriaText text={props.value} labelledBy={previewId} />
      </Box>
    </Box>
  );
}
