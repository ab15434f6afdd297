/** One row per catalogue node, indented by depth; the caller decides what each row shows on its right. */
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { FlatPermission } from './permissionTree';

export const PermissionTreeView = ({
  label,
  nodes,
  control,
  actions,
}: {
  /** The tree's accessible name. */
  label: string;
  nodes: readonly FlatPermission[];
  control?: (node: FlatPermission) => ReactNode;
  actions?: (node: FlatPermission) => ReactNode;
}) => (
  <Box role="tree" aria-label={label}>
    {nodes.map((node) => (
      <Stack
        key={node._id}
        role="treeitem"
        aria-label={node.displayName}
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', pl: node.depth * 3, py: 0.25, borderBottom: 1, borderColor: 'divider' }}
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
      </Stack>
    ))}
  </Box>
);
