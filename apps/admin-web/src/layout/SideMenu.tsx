/** Side menu (spec 01 §2): built from the user's menu entries, in the groups MODULES and GENERAL. */
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { createElement, useState } from 'react';
import { Menu, usePermissions, useSidebarState } from 'react-admin';
import type { UserPermissions } from '@dental/contracts';
import { menuIcon } from './menuIcons';
import { menuSections, type MenuEntry } from './menuSections';

/** A menu entry with submenus: its header folds the children away; a parent with a page of its own lists it first. */
const ParentEntry = ({ entry }: { entry: MenuEntry }) => {
  const [open, setOpen] = useState(true);
  const [sidebarOpen] = useSidebarState();
  const pages = entry.item.path ? [entry.item, ...entry.children] : entry.children;
  return (
    <>
      <ListItemButton dense onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        <ListItemIcon sx={{ minWidth: 40 }}>{createElement(menuIcon(entry.item.icon))}</ListItemIcon>
        {sidebarOpen && <ListItemText primary={entry.item.label} />}
        {sidebarOpen && (open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List dense disablePadding sx={{ pl: sidebarOpen ? 2 : 0 }}>
          {pages.map((page) => (
            <Menu.Item key={page.path} to={page.path} primaryText={page.label} leftIcon={createElement(menuIcon(page.icon))} />
          ))}
        </List>
      </Collapse>
    </>
  );
};

export const SideMenu = () => {
  const { permissions } = usePermissions<UserPermissions | undefined>();
  const [open] = useSidebarState();
  const sections = permissions ? menuSections(permissions.menu, permissions.permissions) : [];
  return (
    <Menu data-testid="side-menu">
      <Menu.DashboardItem primaryText="Home" />
      {sections.map((section) => (
        <List
          key={section.group}
          dense
          disablePadding
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
              <Menu.Item
                key={entry.item.path}
                to={entry.item.path}
                primaryText={entry.item.label}
                leftIcon={createElement(menuIcon(entry.item.icon))}
              />
            ),
          )}
        </List>
      ))}
    </Menu>
  );
};
