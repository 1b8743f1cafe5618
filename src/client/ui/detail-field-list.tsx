/**
 * A record's fields as a description list (label, value), the way the safety detail dialogs
 * show them: `grid` puts labels and values side by side (reports), `stacked` puts each value
 * under its label (the narrower medication and violation records).
 */
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type DetailField = [label: string, value: ReactNode];

export function DetailFieldList({
  fields,
  layout,
  label,
}: {
  fields: DetailField[];
  layout: 'grid' | 'stacked';
  /** The list's accessible name, where a dialog shows more than one. */
  label?: string;
}) {
  if (layout === 'stacked') {
    return (
      <dl aria-label={label}>
        {fields.map(([label, value]) => (
          <Typography key={label} component="div" sx={{ mb: 1 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {value}
            </Typography>
          </Typography>
        ))}
      </dl>
    );
  }
  return (
    <dl
      aria-label={label}
      style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}
    >
      {fields.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
            {value}
          </Typography>
        </div>
      ))}
    </dl>
  );
}
