/** A help article's Markdown shown as safe HTML (markdown.ts), in the page's type scale. */
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { markdownHtml } from '../markdown';

export function MarkdownView({ source }: { source: string }) {
  const html = useMemo(() => markdownHtml(source), [source]);
  return (
    <Box
      className="help-article"
      sx={{
        '& h2': { typography: 'h6', mt: 0 },
        '& h3': { typography: 'subtitle1', fontWeight: 600 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
        '& code': { fontFamily: 'monospace' },
      }}
      // markdownHtml writes only marked's own tags: raw HTML escaped, unsafe link addresses dropped.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
