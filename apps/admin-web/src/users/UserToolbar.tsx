import { ListButton, SaveButton, Toolbar } from 'react-admin';

/** Save, and Cancel back to the list without saving. */
export const UserToolbar = () => (
  <Toolbar sx={{ gap: 2 }}>
    <SaveButton alwaysEnable />
    <ListButton label="Cancel" icon={<></>} />
  </Toolbar>
);
