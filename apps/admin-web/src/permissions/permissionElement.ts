/**
 * A catalogue element as the API takes it and as its form checks it: only the element's own fields
 * (its code, depth and catalogue are the server's), checked by the contract's schema so each field
 * shows the spec's message ('{type} is required', 'Permission name is required', 'Url is required').
 */
import { permissionElementSchema, type PermissionType } from '@dental/contracts';
import type { RecordFields } from '../api/resourceAdapter';
import { formErrors } from '../shared/formErrors';

/** The element's own fields as the API takes them: its code, depth and catalogue are the server's. */
export function elementBody(data: RecordFields, withParent: boolean) {
  const text = (field: string) => String(data[field] ?? '').trim();
  return {
    type: text('type') as PermissionType,
    displayName: text('displayName'),
    name: text('name'),
    ...(withParent ? { parentId: data.parentId ? String(data.parentId) : null } : {}),
    showInMenu: data.showInMenu === true,
    restricted: data.restricted === true,
    url: text('url'),
    icon: text('icon'),
    groupName: text('groupName'),
  };
}

/** The form's errors by field; a module's absent parent stays null (the schema refuses '' as an id). */
export function validateElement(values: object) {
  const checked = permissionElementSchema.safeParse(elementBody(values as RecordFields, true));
  return checked.success ? {} : formErrors(checked.error.issues);
}
