import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { LoginHistoryPage } from './account/LoginHistoryPage';
import { ProfilePage } from './account/ProfilePage';
import { authProvider } from './api/authProvider';
import { dataProvider } from './api/dataProvider';
import { HomePage } from './home/HomePage';
import { DentalLayout } from './layout/DentalLayout';
import { UnauthenticatedPage } from './layout/UnauthenticatedPage';
import { LogoutRoute } from './sign-in/LogoutRoute';
import { SignInPage } from './sign-in/SignInPage';
import { dentalTheme, midnightTheme } from './theme/themes';
import transactions from './transactions';

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
    <Resource name="transactions" recordRepresentation={transactions.recordRepresentation} />
    <CustomRoutes>
      <Route path="/home" element={<HomePage />} />
      <Route path="/main" element={<HomePage />} />
      <Route path="/allTransaction" element={<transactions.list />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/login-history" element={<LoginHistoryPage />} />
    </CustomRoutes>
    <CustomRoutes noLayout>
      <Route path="/logout" element={<LogoutRoute />} />
    </CustomRoutes>
  </Admin>
);
