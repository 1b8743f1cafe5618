/** The small buttons of a list row, one per move allowed now; each is named with the row (e.g. '删除 S001'), delete in red. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** What a list page hands its table whose rows offer moves. */
export interface ActionableRecordTableProps<Row, Action extends string> {
  rows: Row[];
  loading: boolean;
  failed: boolean;
  actionsOf: (row: Row) => Action[];
  onRetry: () => void;
  onAction: (row: Row, action: Action) => void;
}

export function RowActionButtons<Action extends string>({
  actions,
  labels,
  rowName,
  onAction,
}: {
  actions: Action[];
  labels: Record<Action, string>;
  /** What the row is called in the buttons' accessible names. */
  rowName: string;
  onAction: (action: Action) => void;
}) {
  return (
    <Stack direction="row" spacing={0.5}>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          color={action === 'delete' ? 'error' : 'primary'}
          aria-label={`${labels[action]} ${rowName}`}
          onClick={() => onAction(action)}
        >
          {labels[action]}
        </Button>
      ))}
    </Stack>
  );
}
