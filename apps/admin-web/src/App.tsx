import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './api/authProvider';
import { dataProvider } from './api/dataProvider';
import { FEATURES } from './features';
import { HomePage } from './home/HomePage';
import { DentalLayout } from './layout/DentalLayout';
import { UnauthenticatedPage } from './layout/UnauthenticatedPage';
import { SignInPage } from './sign-in/SignInPage';
import { dentalTheme, midnightTheme } from './theme/themes';

const routes = FEATURES.flatMap((f) => f.routes ?? []);
const bareRoutes = FEATURES.flatMap((f) => f.bareRoutes ?? []);

export const App = () => (
  <Admin
    title="Insurance Verification"
    authProvider={authProvider}
    dataProvider={dataProvider}
    layout={DentalLayout}
    loginPage={SignInPage}
    dashboard={HomePage}
    authenticationError={UnauthenticatedPage}
    theme={dentalTheme}
    darkTheme={midnightTheme}
    defaultTheme="light"
    requireAuth
    disableTelemetry
  >
    {FEATURES.flatMap((f) => f.resources ?? [])}
    <CustomRoutes>
      {routes.map((r) => (
        <Route key={r.path} path={r.path} element={r.element} />
      ))}
    </CustomRoutes>
    <CustomRoutes noLayout>
      {bareRoutes.map((r) => (
        <Route key={r.path} path={r.path} element={r.element} />
      ))}
    </CustomRoutes>
  </Admin>
);
