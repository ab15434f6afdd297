import type { Feature } from '../features';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { CredentialEditPage, CredentialFormPage, CredentialList } from './CredentialPages';

const guarded = (element: JSX.Element) => <RequireRoutePermission name="clientCredentials">{element}</RequireRoutePermission>;

const feature: Feature = {
  routes: [
    { path: '/credentials', element: guarded(<CredentialList />) },
    { path: '/credential-form', element: guarded(<CredentialFormPage />) },
    { path: '/credential-edit', element: guarded(<CredentialEditPage />) },
  ],
};
export default feature;
