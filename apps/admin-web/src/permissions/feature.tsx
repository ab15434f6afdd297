import { Navigate } from 'react-router-dom';
import type { Feature } from '../features';
import permissions from '.';
import { permissionsAdapter } from './permissionsAdapter';

/** The catalogue needs the `permissions` route permission (spec 03 §2). */
const feature: Feature = {
  resources: [
    { name: 'permissions', label: 'Permissions', screens: permissions, adapter: permissionsAdapter, access: { permission: 'permissions' } },
  ],
  // The spec lists /tree among its routes without a screen of its own: it is the permission tree.
  routes: [{ path: '/tree', element: <Navigate to="/permissions" replace /> }],
};
export default feature;
