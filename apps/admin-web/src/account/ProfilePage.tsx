/** /profile: who is signed in. Editing the profile arrives with its own issue. */
import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { UserPermissions } from '@dental/contracts';
import { Loading, Title, usePermissions } from 'react-admin';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';

export const ProfilePage = () => {
  const { permissions, isPending } = usePermissions<UserPermissions | undefined>();
  const user = permissions?.user;
  return (
    <>
      <Title title="Profile" />
      <PageBreadcrumbs trail={[{ label: 'Home', to: '/' }, { label: 'Profile' }]} />
      {isPending ? (
        <Loading />
      ) : (
        <Card>
          <CardContent>
            <Stack spacing={1}>
              <Typography variant="h1">{user?.name || `${user?.firstName ?? ''} ${user?.lastName ?? ''}`}</Typography>
              <Typography color="text.secondary">{user?.email}</Typography>
            </Stack>
          </CardContent>
        </Card>
      )}
    </>
  );
};
