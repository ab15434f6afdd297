/**
 * A list of what the bots hold for the selected practices (spec 03): a warning stands above it while
 * no practice is selected, and the list keeps its page and filter in neither the store nor the URL.
 * The Command center, the Logs and the Audit Trail are built on it.
 */
import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { List, type ListProps } from 'react-admin';
import { readAppSettings } from '../practices/appSettings';

/** Whether the user has selected at least one practice to work on. */
export function practicesSelected(): boolean {
  return readAppSettings().selectedPractices.length > 0;
}

export const SelectedPracticesList = ({ noPracticeMessage, children, ...listProps }: ListProps & { noPracticeMessage: ReactNode }) => (
  <>
    {!practicesSelected() && (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {noPracticeMessage}
      </Alert>
    )}
    <List exporter={false} empty={false} storeKey={false} disableSyncWithLocation {...listProps}>
      {children}
    </List>
  </>
);
