/**
 * Side menu (spec 01 §2): built from the user's menu entries, in the groups MODULES and GENERAL.
 *
 * It is navigation, not an application menu: a `<nav>` of lists of links, so assistive technology
 * reads each group as a list and each entry as a link (react-admin's `<Menu>` is a `role="menu"`,
 * whose items may not sit in nested lists). A folded sidebar shows icons only; each link keeps its
 * name for screen readers and shows it as a tooltip.
 */
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Tooltip } from '@mui/material';
import { createElement, useId, useState } from 'react';
import { usePermissions, useSidebarState } from 'react-admin';
import { NavLink, useMatch } from 'react-router-dom';
import type { UserPermissions } from '@dental/contracts';
import { menuIcon } from './menuIcons';
import { menuSections, type MenuEntry } from './menuSections';

const MenuLink = ({ to, label, icon, end = false }: { to: string; label: string; icon: string; end?: boolean }) => {
  const [sidebarOpen] = useSidebarState();
  const active = useMatch({ path: to, end }) !== null;
  const link = (
    <ListItemButton
      dense
      component={NavLink}
      to={to}
      end={end}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={sidebarOpen ? undefined : label}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>{createElement(menuIcon(icon))}</ListItemIcon>
      {sidebarOpen && <ListItemText primary={label} />}
    </ListItemButton>
  );
  return (
    <li>
      {sidebarOpen ? (
        link
      ) : (
        <Tooltip title={label} placement="right">
          {link}
        </Tooltip>
      )}
    </li>
  );
};

/** A menu entry with submenus: its header folds the children away; a parent with a page of its own lists it first. */
const ParentEntry = ({ entry }: { entry: MenuEntry }) => {
  const [open, setOpen] = useState(true);
  const [sidebarOpen] = useSidebarState();
  const listId = useId();
  const pages = entry.item.path ? [entry.item, ...entry.children] : entry.children;
  return (
    <li>
      <ListItemButton dense onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={listId} aria-label={entry.item.label}>
        <ListItemIcon sx={{ minWidth: 40 }}>{createElement(menuIcon(entry.item.icon))}</ListItemIcon>
        {sidebarOpen && <ListItemText primary={entry.item.label} />}
        {sidebarOpen && (open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} dense disablePadding sx={{ pl: sidebarOpen ? 2 : 0 }}>
          {pages.map((page) => (
            <MenuLink key={page.path} to={page.path} label={page.label} icon={page.icon} />
          ))}
        </List>
      </Collapse>
    </li>
  );
};

export const SideMenu = () => {
  const { permissions } = usePermissions<UserPermissions | undefined>();
  const [open] = useSidebarState();
  const sections = permissions ? menuSections(permissions.menu, permissions.permissions) : [];
  return (
    <Box component="nav" aria-label="Main menu" data-testid="side-menu" sx={{ mt: 0.5, mb: 1, width: open ? 240 : 55 }}>
      <List dense disablePadding>
        <MenuLink to="/" label="Home" icon="dashboard" end />
      </List>
      {sections.map((section) => (
        <List
          key={section.group}
          dense
          disablePadding
          aria-label={section.group}
          subheader={
            open ? (
              <ListSubheader disableSticky sx={{ lineHeight: '32px', fontSize: '0.7rem', letterSpacing: 1, bgcolor: 'transparent' }}>
                {section.group}
              </ListSubheader>
            ) : undefined
          }
        >
          {section.entries.map((entry) =>
            entry.children.length > 0 ? (
              <ParentEntry key={entry.item.label} entry={entry} />
            ) : (
              <MenuLink key={entry.item.path} to={entry.item.path} label={entry.item.label} icon={entry.item.icon} />
            ),
          )}
        </List>
      ))}
    </Box>
  );
};
