/** The signed-in user's name in the header, with a menu: my account, report a problem, sign out. */
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { createLink } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { format, useMessages } from '../../../../lib/i18n';
import { useProblemReportLauncher } from '../../../../lib/problem-report-launcher';
import { AccountIcon } from '../../../../ui/staff-icons';
import { shellMessages } from '../messages';
import { useSignOut } from '../use-staff-session';

const MenuLink = createLink(MenuItem);

export function UserMenu({ name }: { name: string }) {
  const t = useMessages(shellMessages);
  const signOut = useSignOut();
  const reportProblem = useProblemReportLauncher();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountIcon />}
        aria-label={format(t.userMenu, { name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', maxWidth: 200 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close}>
        <MenuLink to="/staff/account" onClick={close}>
          {t.myAccount}
        </MenuLink>
        {reportProblem && (
          <MenuItem
            onClick={() => {
              close();
              reportProblem();
            }}
          >
            {t.reportProblem}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          {t.signOut}
        </MenuItem>
      </Menu>
    </>
  );
}
