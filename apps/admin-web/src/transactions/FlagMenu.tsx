/** The colour flag of a row (spec 01 §2, 03 flag colours): pick one of the client's colours, or none. */
import FlagIcon from '@mui/icons-material/Flag';
import { IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import { DEFAULT_COLOR_HEX, Routes, type FlagColor } from '@dental/contracts';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { callApi } from '../api/httpClient';
import type { TransactionRecord } from './transactionQuery';

export const FlagMenu = ({
  row,
  colors,
  canChange,
  onChanged,
}: {
  row: TransactionRecord;
  colors: FlagColor[];
  canChange: boolean;
  onChanged: () => void;
}) => {
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = async (colorSchemeId: string) => {
    setAnchor(null);
    try {
      await callApi(Routes.assignColor, { params: { a: row.id, b: row.practiceId }, body: { colorSchemeId } });
      notify('Color saved', { type: 'success' });
      onChanged();
    } catch {
      notify('Dear user, please try again', { type: 'error' });
    }
  };
  const flag = <FlagIcon sx={{ color: row.color ?? DEFAULT_COLOR_HEX }} titleAccess={row.colorName ?? 'No flag'} />;
  if (!canChange) return flag;
  return (
    <>
      <IconButton size="small" onClick={(e) => setAnchor(e.currentTarget)} data-testid="flag-open" aria-label="Flag colour">
        {flag}
      </IconButton>
      <Menu open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {colors.map((c) => (
          <MenuItem key={c._id} selected={c._id === row.colorId} onClick={() => choose(c._id)} data-testid="flag-option">
            <ListItemIcon>
              <FlagIcon sx={{ color: c.hexCode }} />
            </ListItemIcon>
            {c.name}
          </MenuItem>
        ))}
        <MenuItem onClick={() => choose('')}>
          <ListItemIcon>
            <FlagIcon sx={{ color: DEFAULT_COLOR_HEX }} />
          </ListItemIcon>
          No flag
        </MenuItem>
      </Menu>
    </>
  );
};
