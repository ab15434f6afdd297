/** Footer (spec 01 §2): the practice selection ('{client} - practices selected: n') and the page's own actions. */
import StoreIcon from '@mui/icons-material/Store';
import { Box, Button, Paper } from '@mui/material';
import { useState } from 'react';
import { PracticeSelectionModal } from '../practices/PracticeSelectionModal';
import { readAppSettings } from '../practices/appSettings';
import { selectionLabel } from '../practices/practiceSelection';
import { useFooterSlotRef } from './FooterSlot';

export const FOOTER_HEIGHT = 52;

export const Footer = () => {
  const [open, setOpen] = useState(false);
  // Applying a selection reloads the page, so reading the settings once per mount is enough.
  const [settings] = useState(readAppSettings);
  const slotRef = useFooterSlotRef();
  return (
    <Paper
      component="footer"
      square
      elevation={3}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        height: FOOTER_HEIGHT,
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
      }}
    >
      <Button
        variant="text"
        startIcon={<StoreIcon />}
        onClick={() => setOpen(true)}
        data-testid="practice-selection"
        sx={{ textTransform: 'none', fontWeight: 600 }}
      >
        {selectionLabel(settings.selectedPractices)}
      </Button>
      <Box sx={{ flex: 1 }} />
      <Box ref={slotRef} sx={{ display: 'flex', gap: 1 }} />
      {open && <PracticeSelectionModal settings={settings} onClose={() => setOpen(false)} />}
    </Paper>
  );
};
