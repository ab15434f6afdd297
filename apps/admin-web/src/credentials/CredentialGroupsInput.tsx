/**
 * The credential groups of a practice as react-admin array inputs: each group a label and its
 * key/value properties. The gear menu adds a group; deleting a group asks first, then saves the
 * others at once, as the spec's editor did.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import SettingsIcon from '@mui/icons-material/Settings';
import { Button, IconButton, Menu, MenuItem } from '@mui/material';
import { CredentialMessages } from '@dental/contracts';
import { useState } from 'react';
import {
  ArrayInput,
  Confirm,
  SimpleFormIterator,
  TextInput,
  useSaveContext,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

const AddCredentialMenu = () => {
  const { add } = useSimpleFormIterator();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton aria-label="Credential options" onClick={(e) => setAnchor(e.currentTarget)}>
        <SettingsIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            add({ label: '', properties: [{ key: '', value: '' }] });
          }}
        >
          Add Credential
        </MenuItem>
      </Menu>
    </>
  );
};

const DeleteGroupButton = () => {
  const { remove, index } = useSimpleFormIteratorItem();
  const label = useWatch({ name: `groups.${index}.label` }) as string | null;
  const { handleSubmit } = useFormContext();
  const { save } = useSaveContext();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <IconButton aria-label={`Delete credential ${label ?? ''}`.trim()} onClick={() => setAsking(true)}>
        <DeleteIcon />
      </IconButton>
      <Confirm
        isOpen={asking}
        title="Delete"
        content={CredentialMessages.confirmDelete}
        onConfirm={() => {
          setAsking(false);
          remove();
          if (save) void handleSubmit((values) => save(values))();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

const AddPropertyButton = () => {
  const { add } = useSimpleFormIterator();
  return <Button onClick={() => add({ key: '', value: '' })}>Add property</Button>;
};

const DeletePropertyButton = () => {
  const { remove } = useSimpleFormIteratorItem();
  return (
    <IconButton aria-label="Delete property" onClick={() => remove()}>
      <DeleteIcon fontSize="small" />
    </IconButton>
  );
};

/** react-admin shows a row's delete only while the pointer is over it; here it stays visible, for keyboards and screen readers too. */
const ALWAYS_SHOWN = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } };

export const CredentialGroupsInput = () => (
  <ArrayInput source="groups" label={false} helperText={false}>
    <SimpleFormIterator
      addButton={<AddCredentialMenu />}
      removeButton={<DeleteGroupButton />}
      disableReordering
      disableClear
      fullWidth
      sx={ALWAYS_SHOWN}
    >
      <TextInput source="label" label="Label" helperText={false} />
      <ArrayInput source="properties" label={false} helperText={false}>
        <SimpleFormIterator
          inline
          addButton={<AddPropertyButton />}
          removeButton={<DeletePropertyButton />}
          disableReordering
          disableClear
          sx={ALWAYS_SHOWN}
        >
          <TextInput source="key" label="Key" helperText={false} />
          <TextInput source="value" label="Value" helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleFormIterator>
  </ArrayInput>
);
