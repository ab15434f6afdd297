/**
 * The user form's permission tree (spec 02 §4) as a react-admin input holding the chosen permission
 * ids: checking a node also checks its descendants and ancestors, unchecking it unchecks its
 * descendants, and a parent shows indeterminate while only some of its descendants are chosen.
 */
import { Checkbox, FormHelperText, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import { PermissionTreeView } from './PermissionTreeView';
import { toggleUserPermission, triStateOf, type FlatPermission } from './permissionTree';

export const PermissionTreeInput = ({
  source,
  label,
  nodes,
  onToggle,
}: {
  source: string;
  label: string;
  nodes: readonly FlatPermission[];
  /** Called after every toggle (the user form clears its default page). */
  onToggle?: () => void;
}) => {
  const { field, fieldState } = useInput<string[]>({ source, defaultValue: [] });
  const selected = new Set<string>(field.value ?? []);
  return (
    <>
      <Typography variant="subtitle2">{label}</Typography>
      <PermissionTreeView
        label={label}
        nodes={nodes}
        control={(node) => (
          <Checkbox
            size="small"
            checked={selected.has(node._id)}
            indeterminate={!selected.has(node._id) && triStateOf(nodes, node, selected) === 'indeterminate'}
            slotProps={{ input: { 'aria-label': `Permission ${node.displayName}` } }}
            onChange={(e) => {
              field.onChange([...toggleUserPermission(nodes, selected, node, e.target.checked)]);
              onToggle?.();
            }}
          />
        )}
      />
      {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </>
  );
};
