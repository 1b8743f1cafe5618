/**
 * A box's map: its grid of positions (rows A, B, ... by columns 1, 2, ...), each a button
 * saying whether it is free or which sample holds it. The grid is one tab stop; the arrow
 * keys, Home and End move between positions (a roving tabindex). A free position opens the
 * store dialog for whoever holds sample:store.
 */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import type { Sample } from '../../../../../shared/api/visits/samples';
import { SAMPLE_STATUS_LABELS, positionName } from '../../../../../shared/domain/visits/samples';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { samplesMessages } from '../messages';
import { sampleQueries } from '../queries';
import { StoreDialog } from './store-dialog';

const STEPS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export function BoxMap({ projectId, boxId, canStore }: { projectId: number; boxId: number; canStore: boolean }) {
  const t = useMessages(samplesMessages);
  const { locale } = useLocale();
  const map = useQuery(sampleQueries.box(projectId, boxId));
  const [focus, setFocus] = useState<[number, number]>([1, 1]);
  const [storing, setStoring] = useState<[number, number]>();
  const grid = useRef<HTMLDivElement>(null);
  if (!map.data) return null;
  const { box, samples } = map.data;
  const held = new Map<string, Sample>(
    samples.map((sample) => [`${sample.positionRow}:${sample.positionCol}`, sample]),
  );
  const moveFocus = (event: KeyboardEvent) => {
    const [row, col] = focus;
    let next: [number, number] | undefined;
    const step = STEPS[event.key];
    if (step) next = [row + step[0], col + step[1]];
    if (event.key === 'Home') next = [row, 1];
    if (event.key === 'End') next = [row, box.gridCols];
    if (!next) return;
    event.preventDefault();
    const [r, c] = next;
    if (r < 1 || c < 1 || r > box.gridRows || c > box.gridCols) return;
    setFocus(next);
    grid.current?.querySelector<HTMLElement>(`[data-position="${positionName(r, c)}"]`)?.focus();
  };
  const rows = Array.from({ length: box.gridRows }, (_, index) => index + 1);
  const cols = Array.from({ length: box.gridCols }, (_, index) => index + 1);
  return (
    <Box>
      <Typography variant="h6" component="h3" id={`box-map-${box.id}`}>
        {format(t.boxMap, { label: box.label })}
      </Typography>
      <Box
        ref={grid}
        role="grid"
        aria-labelledby={`box-map-${box.id}`}
        onKeyDown={moveFocus}
        sx={{ display: 'grid', gap: '4px', gridTemplateColumns: `repeat(${box.gridCols}, minmax(28px, 1fr))`, mt: 1 }}
      >
        {rows.map((row) => (
          <Box role="row" key={row} sx={{ display: 'contents' }}>
            {cols.map((col) => {
              const sample = held.get(`${row}:${col}`);
              const position = positionName(row, col);
              const label = sample
                ? format(t.positionHeld, {
                    position,
                    code: sample.sampleCode,
                    status: SAMPLE_STATUS_LABELS[sample.status][locale],
                  })
                : format(t.positionFree, { position });
              const focused = focus[0] === row && focus[1] === col;
              return (
                <ButtonBase
                  key={col}
                  role="gridcell"
                  data-position={position}
                  aria-label={label}
                  title={label}
                  tabIndex={focused ? 0 : -1}
                  aria-disabled={sample !== undefined || !canStore}
                  onFocus={() => setFocus([row, col])}
                  onClick={() => {
                    if (!sample && canStore) setStoring([row, col]);
                  }}
                  sx={{
                    aspectRatio: '1',
                    borderRadius: '50%',
                    border: '1px solid',
                    borderColor: 'grey.500',
                    fontSize: 10,
                    bgcolor: sample
                      ? sample.status === 'shipped'
                        ? 'warning.light'
                        : 'primary.main'
                      : 'background.paper',
                    color: sample ? 'primary.contrastText' : 'text.secondary',
                    '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
                  }}
                >
                  {position}
                </ButtonBase>
              );
            })}
          </Box>
        ))}
      </Box>
      {storing && (
        <StoreDialog
          projectId={projectId}
          boxId={box.id}
          row={storing[0]}
          col={storing[1]}
          onClose={() => setStoring(undefined)}
        />
      )}
    </Box>
  );
}
