import { ListButton, SaveButton, Toolbar } from 'react-admin';

/** Save, and Cancel back to the list without saving (in the toolbar's text colour: the theme's teal on its grey is below 4.5:1). */
export const UserToolbar = () => (
  <Toolbar sx={{ gap: 2 }}>
    <SaveButton alwaysEnable />
    <ListButton label="Cancel" icon={<></>} color="inherit" />
  </Toolbar>
);
