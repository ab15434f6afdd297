import { Navigate } from 'react-router-dom';
import type { Feature } from '../features';
import missingCodes from '.';
import { MISSING_CODE_RESOURCE, missingCodeAdapter } from './missingCodeAdapter';

/**
 * `/missingCode` needs missingCode.list_missingcode (spec 01 §6), as do its calls; saving Resume
 * Details, FBD and the star need their own keys, which the screens check (and the API again).
 */
const feature: Feature = {
  resources: [
    {
      name: MISSING_CODE_RESOURCE,
      label: 'Missing Codes',
      screens: missingCodes,
      adapter: missingCodeAdapter,
      access: { permission: 'missingCode.list_missingcode' },
    },
  ],
  // The spec's other address of the same list.
  routes: [{ path: '/iv_missingcode', element: <Navigate to="/missingCode" replace /> }],
};
export default feature;
