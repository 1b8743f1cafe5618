/**
 * The header's notices button: the unread count as a badge, and a menu of the signed-in
 * user's notices (visit reminders) linking to the subject's calendar. Opening a notice
 * marks it read; 'mark all as read' marks the unread ones shown.
 */
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createLink } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { type StaffNotice, noticeReadEndpoint } from '../../../../../shared/api/work';
import { callEndpoint } from '../../../../lib/http';
import { format, useMessages } from '../../../../lib/i18n';
import { NotificationsIcon } from '../../../../ui/staff-icons';
import { noticeMessages } from '../notice-messages';
import { noticeKeys, noticeQueries } from '../notice-queries';

const MenuLink = createLink(MenuItem);

function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => callEndpoint(noticeReadEndpoint, { body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all() }),
  });
}

function NoticeItem({ notice, onOpen }: { notice: StaffNotice; onOpen: (notice: StaffNotice) => void }) {
  const t = useMessages(noticeMessages);
  const text = (
    <ListItemText
      primary={notice.title}
      secondary={notice.dueDate ? format(t.due, { date: notice.dueDate }) : notice.body}
      slotProps={{ primary: { sx: { fontWeight: notice.readAt ? 400 : 600, whiteSpace: 'normal' } } }}
    />
  );
  const unread = notice.readAt ? null : (
    <Typography component="span" variant="caption" color="primary" sx={{ ml: 1 }}>
      {t.unread}
    </Typography>
  );
  if (notice.subjectId === null || notice.projectId === null) {
    return (
      <MenuItem onClick={() => onOpen(notice)}>
        {text}
        {unread}
      </MenuItem>
    );
  }
  return (
    <MenuLink
      to="/staff/projects/$projectId/visits"
      params={{ projectId: notice.projectId }}
      search={{ subjectId: notice.subjectId }}
      onClick={() => onOpen(notice)}
    >
      {text}
      {unread}
    </MenuLink>
  );
}

export function NoticesMenu() {
  const t = useMessages(noticeMessages);
  const list = useQuery(noticeQueries.list());
  const markRead = useMarkRead();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unreadCount = list.data?.unreadCount ?? 0;
  const notices = list.data?.notices ?? [];
  const unreadIds = notices.filter((notice) => notice.readAt === null).map((notice) => notice.id);
  const open = (notice: StaffNotice) => {
    setAnchor(null);
    if (notice.readAt === null) markRead.mutate([notice.id]);
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unreadCount > 0 ? format(t.buttonUnread, { count: unreadCount }) : t.button}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unreadCount} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t.menu }, paper: { sx: { width: 360, maxHeight: 480 } } }}
      >
        {unreadIds.length > 0 && (
          <MenuItem onClick={() => markRead.mutate(unreadIds)} sx={{ justifyContent: 'center', color: 'primary.main' }}>
            {t.markAllRead}
          </MenuItem>
        )}
        {unreadIds.length > 0 && <Divider />}
        {list.isPending && <MenuItem disabled>{t.loading}</MenuItem>}
        {list.isError && <MenuItem disabled>{t.failed}</MenuItem>}
        {list.isSuccess && notices.length === 0 && <MenuItem disabled>{t.empty}</MenuItem>}
        {notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onOpen={open} />
        ))}
      </Menu>
    </>
  );
}
