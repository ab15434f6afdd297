/** Top bar (spec 01 §2): logo, page title, Logout button and the user menu (Profile, Login History, theme). */
import HistoryIcon from '@mui/icons-material/History';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { Box, Button, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, LoadingIndicator, TitlePortal, UserMenu, useGetIdentity, useLogout, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { ThemeMenuItem } from '../theme/ThemeMenuItem';
import { Logo } from './Logo';

const UserMenuLink = ({ to, label, icon, testId }: { to: string; label: string; icon: ReactNode; testId: string }) => {
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} onClick={() => userMenu?.onClose()} data-testid={testId}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </MenuItem>
  );
};

const LogoutButton = () => {
  const logout = useLogout();
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()} data-testid="logout" sx={{ mx: 1 }}>
      Logout
    </Button>
  );
};

/** The user menu's button shows the user's name, and is named by it (react-admin would name it 'Profile'). */
const DentalUserMenu = ({ children }: { children: ReactNode }) => {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ?? 'Profile'}>{children}</UserMenu>;
};

export const TopBar = () => (
  <AppBar
    color="primary"
    toolbar={
      <>
        <LoadingIndicator />
        <LogoutButton />
      </>
    }
    userMenu={
      <DentalUserMenu>
        <UserMenuLink to="/profile" label="Profile" icon={<PersonIcon fontSize="small" />} testId="user-menu-profile" />
        <UserMenuLink to="/login-history" label="Login History" icon={<HistoryIcon fontSize="small" />} testId="user-menu-login-history" />
        <ThemeMenuItem />
      </DentalUserMenu>
    }
  >
    <Logo />
    <TitlePortal />
    <Box sx={{ flex: 1 }} />
  </AppBar>
);
