/**
 * A catalogue element's form (spec 02 §5): its type (fixed once created, and limited by its parent
 * when created), display name, permission name and, for modules and sections, url, icon, group,
 * 'Show in menu' and 'Protected'.
 */
import type { PermissionType } from '@dental/contracts';
import { useWatch } from 'react-hook-form';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';

export const PermissionInputs = ({ types }: { types: readonly PermissionType[] }) => {
  const type = useWatch<{ type: PermissionType }>({ name: 'type' });
  return (
    <>
      <SelectInput
        source="type"
        label="Type"
        choices={types.map((t) => ({ id: t, name: t }))}
        // Read-only rather than disabled: a disabled field leaves the form's values, and the type must be sent.
        readOnly={types.length === 1}
      />
      <TextInput source="displayName" label="Display name" />
      <TextInput source="name" label="Permission name" />
      {type !== 'Action' && (
        <>
          <TextInput source="url" label="Url" />
          <TextInput source="icon" label="Icon" helperText={false} />
          <TextInput source="groupName" label="Group name" helperText={false} />
          <BooleanInput source="showInMenu" label="Show in menu" helperText={false} />
          <BooleanInput source="restricted" label="Protected" helperText={false} />
        </>
      )}
    </>
  );
};
