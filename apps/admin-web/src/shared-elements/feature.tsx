import { Navigate, useParams } from 'react-router-dom';
import type { Feature } from '../features';
import sharedElements from '.';
import { sharedElementsAdapter } from './sharedElementsAdapter';

/** The spec's /share-bookmarks/{id} is the template's page of the resource. */
const ToSharedElements = () => <Navigate to={`/shared-elements/${useParams().id ?? ''}`} replace />;

/** Sharing needs the `sharedElements` route permission (spec 02 §6). */
const feature: Feature = {
  resources: [
    {
      name: 'shared-elements',
      label: 'Shared Elements',
      screens: sharedElements,
      adapter: sharedElementsAdapter,
      access: { permission: 'sharedElements' },
    },
  ],
  routes: [{ path: '/share-bookmarks/:id', element: <ToSharedElements /> }],
};
export default feature;
