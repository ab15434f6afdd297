import type { Feature } from '../features';
import { RedirectFromState } from '../shared/RedirectFromState';
import credentials from '.';
import { credentialsAdapter } from './credentialsAdapter';

const feature: Feature = {
  resources: [
    {
      name: 'credentials',
      label: 'Credentials',
      screens: credentials,
      adapter: credentialsAdapter,
      access: { permission: 'clientCredentials' },
    },
  ],
  // The spec's routes: the form, and the editor that took the set's id in navigation state.
  routes: [
    { path: '/credential-form', element: <RedirectFromState to={() => '/credentials/create'} /> },
    {
      path: '/credential-edit',
      element: <RedirectFromState<{ id: string }> to={({ id }) => (id ? `/credentials/${id}` : '/credentials')} />,
    },
  ],
};
export default feature;
