import { Suspense, type ReactNode } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { guardScreens } from './access/guardScreens';
import { createAuthProvider } from './api/authProvider';
import { composeDataProvider } from './api/dataProvider';
import { callApi } from './api/httpClient';
import { ACCESS_RULES, ADAPTERS, FEATURES, RESOURCES } from './features';
import { UnauthenticatedPage } from './layout/UnauthenticatedPage';
import { lazyScreen } from './shared/lazyScreen';
import { SignInPage } from './sign-in/SignInPage';
import { dentalTheme, midnightTheme } from './theme/themes';

const routes = FEATURES.flatMap((f) => f.routes ?? []);
const bareRoutes = FEATURES.flatMap((f) => f.bareRoutes ?? []);
const dataProvider = composeDataProvider(ADAPTERS, callApi);
const authProvider = createAuthProvider(ACCESS_RULES);
const resources = RESOURCES.flatMap((r) => (r.screens ? [{ ...r, screens: guardScreens(r.name, r.screens) }] : []));

// The layout and the dashboard load after sign-in: the sign-in page needs neither.
const LazyLayout = lazyScreen(
  () => import('./layout/DentalLayout'),
  (m) => m.DentalLayout,
);
const Layout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>
    <LazyLayout>{children}</LazyLayout>
  </Suspense>
);
const Dashboard = lazyScreen(
  () => import('./home/HomePage'),
  (m) => m.HomePage,
);

/** A route the user's permissions do not open sends them to Home (spec 02 §2); the API refuses the calls anyway. */
const AccessDenied = () => <Navigate to="/" replace />;

export const App = () => (
  <Admin
    title="Insurance Verification"
    authProvider={authProvider}
    dataProvider={dataProvider}
    layout={Layout}
    loginPage={SignInPage}
    dashboard={Dashboard}
    authenticationError={UnauthenticatedPage}
    accessDenied={AccessDenied}
    theme={dentalTheme}
    darkTheme={midnightTheme}
    defaultTheme="light"
    requireAuth
    disableTelemetry
  >
    {resources.map((r) => (
      <Resource key={r.name} name={r.name} options={{ label: r.label }} {...r.screens} />
    ))}
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
