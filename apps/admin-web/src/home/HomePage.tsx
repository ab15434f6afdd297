/**
 * Home (/, /home, /main): the dashboard of the selected practices for those holding the route
 * permission 'home' (spec 03 §2); a welcome line for the others, and the 'select a connection'
 * message until a practice is selected.
 */
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Messages, type UserPermissions } from '@dental/contracts';
import { Suspense, lazy, useState } from 'react';
import { Loading, Title, useGetIdentity, usePermissions } from 'react-admin';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { readAppSettings, selectedPracticeIds } from '../practices/appSettings';

// The dashboard and recharts load only for those who see it.
const Dashboard = lazy(async () => ({ default: (await import('./Dashboard')).Dashboard }));

export const HomePage = () => {
  const { identity } = useGetIdentity();
  const { permissions, isPending } = usePermissions<UserPermissions | undefined>();
  const [settings] = useState(readAppSettings);
  const practiceIds = selectedPracticeIds(settings);
  const mayView = permissions?.permissions.includes('home') ?? false;
  return (
    <>
      <Title title={mayView ? 'Dashboard' : 'Home'} />
      <PageBreadcrumbs trail={[{ label: mayView ? 'Dashboard' : 'Home' }]} />
      {isPending && !permissions ? (
        <Loading />
      ) : practiceIds.length === 0 ? (
        <Alert severity="warning">{Messages.noPracticeSelected}</Alert>
      ) : mayView ? (
        <Suspense fallback={<Loading />}>
          <Dashboard practiceIds={practiceIds} />
        </Suspense>
      ) : (
        <Card>
          <CardContent>
            <Typography variant="h1" gutterBottom>
              Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}
            </Typography>
            <Typography color="text.secondary">
              Use the menu to open Insurance Verification for the {practiceIds.length} selected practice(s).
            </Typography>
          </CardContent>
        </Card>
      )}
    </>
  );
};
