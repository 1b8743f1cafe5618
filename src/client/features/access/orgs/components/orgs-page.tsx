/** The organization tree: expandable units with their user counts, 'add below' and 'edit'. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ORG_MAX_DEPTH, type OrgNode } from '../../../../../shared/api/access/orgs';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useMessages } from '../../../../lib/i18n';
import { ChevronRightIcon, ExpandMoreIcon } from '../../../../ui/staff-icons';
import { useCan } from '../../auth/use-staff-session';
import { orgMessages } from '../messages';
import { orgQueries } from '../queries';
import { OrgDialog, type OrgDialogState } from './org-dialog';

interface NodeProps {
  node: OrgNode;
  depth: number;
  onEdit: (state: OrgDialogState) => void;
}

function OrgTreeNode({ node, depth, onEdit }: NodeProps) {
  const t = useMessages(orgMessages);
  const canSave = useCan()('org:save');
  const [open, setOpen] = useState(depth < 1);
  const hasChildren = node.children.length > 0;
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pl: depth * 3, py: 0.25 }}>
        <IconButton
          size="small"
          disabled={!hasChildren}
          aria-expanded={hasChildren ? open : undefined}
          aria-label={format(open ? t.collapse : t.expand, { name: node.name })}
          onClick={() => setOpen(!open)}
          sx={{ visibility: hasChildren ? 'visible' : 'hidden' }}
        >
          {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        </IconButton>
        <Typography>{node.name}</Typography>
        {node.code && (
          <Typography variant="body2" color="text.secondary">
            ({node.code})
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {format(t.users, { count: node.userCount })}
        </Typography>
        {canSave && (
          <>
            {depth + 1 < ORG_MAX_DEPTH && (
              <Button
                size="small"
                onClick={() => onEdit({ kind: 'add', parent: node })}
                aria-label={`${t.addChild} ${node.name}`}
              >
                {t.addChild}
              </Button>
            )}
            <Button size="small" onClick={() => onEdit({ kind: 'edit', node })} aria-label={`${t.rename} ${node.name}`}>
              {t.rename}
            </Button>
          </>
        )}
      </Stack>
      {hasChildren && open && (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {node.children.map((child) => (
            <OrgTreeNode key={child.id} node={child} depth={depth + 1} onEdit={onEdit} />
          ))}
        </Box>
      )}
    </Box>
  );
}

export function OrgsPage() {
  const t = useMessages(orgMessages);
  useDocumentTitle(t.title);
  const tree = useQuery(orgQueries.tree());
  const [dialog, setDialog] = useState<OrgDialogState>();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 1 }}>
        {tree.isPending && <Skeleton variant="rounded" height={160} />}
        {tree.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void tree.refetch()}>
                {t.retry}
              </Button>
            }
          >
            {t.loadFailed}
          </Alert>
        )}
        {tree.data?.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t.noData}
          </Typography>
        )}
        {tree.data && (
          <Box component="ul" aria-label={t.tree} sx={{ m: 0, p: 0 }}>
            {tree.data.map((root) => (
              <OrgTreeNode key={root.id} node={root} depth={0} onEdit={setDialog} />
            ))}
          </Box>
        )}
      </Paper>
      {dialog && <OrgDialog state={dialog} onClose={() => setDialog(undefined)} />}
    </Stack>
  );
}
