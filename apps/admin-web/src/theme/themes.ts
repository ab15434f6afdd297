/**
 * The two visual themes of spec 01 §1: 'dental', the default (light, teal), and 'midnight' (dark,
 * navy), switched from the user menu. react-admin keeps the choice as its light/dark theme, so
 * it survives reloads. Breakpoint `sm` is 768 px: below it react-admin hides the side menu
 * behind the menu button (spec 01 §2).
 */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const breakpoints = { values: { xs: 0, sm: 768, md: 992, lg: 1280, xl: 1600 } };

const typography = {
  fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  h1: { fontSize: '1.5rem', fontWeight: 600 },
};

/** Every progress indicator has a name, so a screen reader says what the page is doing. */
const namedProgress = {
  MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
  MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
};

export const dentalTheme: RaThemeOptions = {
  ...defaultLightTheme,
  components: { ...defaultLightTheme.components, ...namedProgress },
  breakpoints,
  typography,
  palette: {
    mode: 'light',
    primary: { main: '#0f766e' },
    secondary: { main: '#0e5f59' },
    success: { main: '#15803d' },
    warning: { main: '#b45309' },
    error: { main: '#b91c1c' },
    // Darker than MUI's default blue, so white text on info chips and dark text on info alerts reach 4.5:1.
    info: { main: '#0369a1' },
    background: { default: '#f3f7f7', paper: '#ffffff' },
  },
  sidebar: { width: 240, closedWidth: 56 },
};

export const midnightTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  components: { ...defaultDarkTheme.components, ...namedProgress },
  breakpoints,
  typography,
  palette: {
    mode: 'dark',
    primary: { main: '#5eead4' },
    secondary: { main: '#1e293b' },
    success: { main: '#4ade80' },
    warning: { main: '#fbbf24' },
    error: { main: '#f87171' },
    background: { default: '#0b1220', paper: '#111a2e' },
  },
  sidebar: { width: 240, closedWidth: 56 },
};

export const THEME_NAMES = { light: 'Dental', dark: 'Midnight' } as const;
