/**
 * The header's app switcher: a menu button listing the hospital's systems the signed-in staff
 * member's roles see (the app list). Each opens in a new tab; an app that passes staff through
 * opens at an address the server signs for this click (valid 5 minutes). The tab is opened at
 * once, during the click, so no pop-up blocker stops it, and is sent on when the address
 * arrives. Hidden when there is no app.
 */
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { format, useMessages } from '../../../../lib/i18n';
import { AppIconView } from '../app-icons';
import { appMessages } from '../messages';
import { type MyApp, appQueries, openAppUrl } from '../queries';

/** Opens a blank tab now (within the click) and sends it to the signed address, or closes it on failure. */
async function openSigned(app: MyApp) {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = await openAppUrl(app.id);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch {
    tab?.close();
  }
}

export function AppSwitcher() {
  const t = useMessages(appMessages);
  const apps = useQuery(appQueries.mine()).data ?? [];
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (apps.length === 0) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t.switcher}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AppIconView icon="switcher" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-label': t.switcherMenu } }}
      >
        {apps.map((app) =>
          app.passThrough ? (
            <MenuItem
              key={app.id}
              aria-label={format(t.opensInNewTab, { name: app.name })}
              onClick={() => {
                close();
                void openSigned(app);
              }}
            >
              <ListItemIcon>
                <AppIconView icon={app.icon} fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={app.name} />
            </MenuItem>
          ) : (
            <MenuItem
              key={app.id}
              component="a"
              href={app.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={format(t.opensInNewTab, { name: app.name })}
              onClick={close}
            >
              <ListItemIcon>
                <AppIconView icon={app.icon} fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={app.name} />
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
