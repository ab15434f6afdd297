/** /login-history: the user's sign-ins. Its call (GET /api/v2/users/access/all) is not in the route table yet. */
import { Alert } from '@mui/material';
import { Title } from 'react-admin';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';

export const LoginHistoryPage = () => (
  <>
    <Title title="Login History" />
    <PageBreadcrumbs trail={[{ label: 'Home', to: '/' }, { label: 'Login History' }]} />
    <Alert severity="info">The login history is not available yet.</Alert>
  </>
);
