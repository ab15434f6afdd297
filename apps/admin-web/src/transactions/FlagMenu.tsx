/** The colour flag of a row (spec 01 §2, 03 flag colours): pick one of the client's colours, or none. */
import FlagIcon from '@mui/icons-material/Flag';
import { IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import { DEFAULT_COLOR_HEX, type FlagColor } from '@dental/contracts';
import { useState } from 'react';
import { useNotify, useUpdate } from 'react-admin';
import type { TransactionRecord } from './transactionQuery';
import { TRANSACTION_RESOURCES } from './transactionsAdapter';

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
  const [update] = useUpdate();
  const choose = (colorSchemeId: string) => {
    setAnchor(null);
    update(
      TRANSACTION_RESOURCES.flags,
      {
        id: row.id,
        data: { practiceId: row.practiceId, colorSchemeId },
        previousData: { id: row.id, practiceId: row.practiceId, colorSchemeId: row.colorId ?? '' },
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('Color saved', { type: 'success' });
          onChanged();
        },
        onError: () => notify('Dear user, please try again', { type: 'error' }),
      },
    );
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
