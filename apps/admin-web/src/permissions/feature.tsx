import type { Feature } from '../features';
import permissions from '.';
import { permissionsAdapter } from './permissionsAdapter';

/** The catalogue needs the `permissions` route permission (spec 03 §2). */
const feature: Feature = {
  resources: [
    { name: 'permissions', label: 'Permissions', screens: permissions, adapter: permissionsAdapter, access: { permission: 'permissions' } },
  ],
};
export default feature;
