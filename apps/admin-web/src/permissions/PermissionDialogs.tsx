/**
 * 'Create element' and 'Edit element' over the catalogue, addressed like any record page:
 * `/permissions/create` adds a module ('Add section'), `/permissions/create?parentId=…` an element
 * inside that node (a module holds sections; a section holds sections or actions), `/permissions/:id`
 * edits one. A reload or a shared link opens the same form.
 */
import { PermissionMessages, type PermissionType } from '@dental/contracts';
import { Create, Edit, SimpleForm, useListContext, useRecordContext } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ScreenRecord } from '../features';
import { DialogToolbar, RecordDialog, useDialogRoute } from '../shared/RecordDialog';
import { useSavedThenList } from '../shared/useSavedThenList';
import { PermissionInputs } from './PermissionInputs';
import { validateElement } from './permissionElement';
import type { FlatPermission } from './permissionTree';

type PermissionRow = ScreenRecord<FlatPermission>;

/** What may be created inside a node: nothing inside an action. */
export function childTypes(parent: Pick<FlatPermission, 'type'> | undefined): PermissionType[] {
  if (!parent) return ['Module'];
  if (parent.type === 'Module') return ['Section'];
  if (parent.type === 'Section') return ['Section', 'Action'];
  return [];
}

const EMPTY = { displayName: '', name: '', showInMenu: false, restricted: false, url: '', icon: '', groupName: '' };

const PermissionCreate = ({ parent }: { parent: PermissionRow | undefined }) => {
  const types = childTypes(parent);
  const saved = useSavedThenList(PermissionMessages.created);
  return (
    <RecordDialog title="Create element">
      <Create title={false} component="div" actions={false} {...saved}>
        <SimpleForm
          defaultValues={{ ...EMPTY, type: types[0], parentId: parent?.id ?? null }}
          validate={validateElement}
          toolbar={<DialogToolbar />}
        >
          <PermissionInputs types={types} />
        </SimpleForm>
      </Create>
    </RecordDialog>
  );
};

const ElementType = () => {
  const record = useRecordContext<PermissionRow>();
  return <PermissionInputs types={record ? [record.type] : []} />;
};

const PermissionEdit = ({ id }: { id: string }) => (
  <RecordDialog title="Edit element">
    <Edit id={id} title={false} component="div" actions={false} {...useSavedThenList(PermissionMessages.updated)}>
      <SimpleForm validate={validateElement} toolbar={<DialogToolbar />}>
        <ElementType />
      </SimpleForm>
    </Edit>
  </RecordDialog>
);

export const PermissionDialogs = () => {
  const { creating, editing } = useDialogRoute('permissions');
  const [search] = useSearchParams();
  const { data, isPending } = useListContext<PermissionRow>();
  const parentId = search.get('parentId');
  const parent = parentId ? data?.find((n) => n.id === parentId) : undefined;
  // A parent named in the address is waited for, so its element is not created as a module.
  const parentReady = !parentId || (!isPending && parent !== undefined);
  return (
    <>
      {creating && parentReady && childTypes(parent).length > 0 && <PermissionCreate parent={parent} />}
      {editing && <PermissionEdit id={editing} />}
    </>
  );
};
