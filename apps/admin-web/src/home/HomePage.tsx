/** The dashboard's place (spec 03 describes it; it arrives with its own issue). */
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Messages } from '@dental/contracts';
import { useState } from 'react';
import { Title, useGetIdentity } from 'react-admin';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { readAppSettings } from '../practices/appSettings';

export const HomePage = () => {
  const { identity } = useGetIdentity();
  const [settings] = useState(readAppSettings);
  return (
    <>
      <Title title="Home" />
      <PageBreadcrumbs trail={[{ label: 'Home' }]} />
      <Card>
        <CardContent>
          <Typography variant="h1" gutterBottom>
            Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}
          </Typography>
          {settings.selectedPractices.length === 0 ? (
            <Alert severity="warning">{Messages.noPracticeSelected}</Alert>
          ) : (
            <Typography color="text.secondary">
              Use the menu to open Insurance Verification for the {settings.selectedPractices.length} selected practice(s).
            </Typography>
          )}
        </CardContent>
      </Card>
    </>
  );
};
