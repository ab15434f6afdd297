import ContrastIcon from '@mui/icons-material/Contrast';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTheme, useUserMenu } from 'react-admin';
import { THEME_NAMES } from './themes';

/** User-menu entry switching between the two named themes. */
export const ThemeMenuItem = () => {
  const [mode, setMode] = useTheme();
  const userMenu = useUserMenu();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <MenuItem
      data-testid="theme-switch"
      onClick={() => {
        setMode(next);
        userMenu?.onClose();
      }}
    >
      <ListItemIcon>
        <ContrastIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={`Theme: ${THEME_NAMES[next]}`} />
    </MenuItem>
  );
};
