/**
 * One row per catalogue node, indented by depth; the caller decides what each row shows on its left
 * (a checkbox) and right (actions). A list, not an ARIA tree: it offers no tree keyboard navigation,
 * and each row's checkbox carries its own name.
 */
import { Box, Chip, List, ListItem, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { FlatPermission } from './permissionTree';

export const PermissionTreeView = ({
  label,
  nodes,
  control,
  actions,
}: {
  /** The list's accessible name. */
  label: string;
  nodes: readonly FlatPermission[];
  control?: (node: FlatPermission) => ReactNode;
  actions?: (node: FlatPermission) => ReactNode;
}) => (
  <List dense disablePadding aria-label={label}>
    {nodes.map((node) => (
      <ListItem
        key={node._id}
        disableGutters
        sx={{ gap: 1, pl: node.depth * 3, py: 0.25, borderBottom: 1, borderColor: 'divider' }}
        data-depth={node.depth}
      >
        {control?.(node)}
        <Typography variant="body2" sx={{ fontWeight: node.type === 'Action' ? 400 : 600 }}>
          {node.displayName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {node.code} · {node.name}
        </Typography>
        {node.restricted && <Chip size="small" label="Protected" />}
        {node.showInMenu && <Chip size="small" variant="outlined" label="Menu" />}
        <Box sx={{ flexGrow: 1 }} />
        {actions?.(node)}
      </ListItem>
    ))}
  </List>
);
