import { Alert } from '@mui/material';
import type { ProviderState } from '@dental/contracts';

/** Why a provider's list is empty: the provider cannot be reached, refused the credentials, or has none. */
export function ProviderStateAlert({ provider }: { provider?: ProviderState }) {
  if (!provider || provider.state === 'up') return null;
  return (
    <Alert severity="warning" data-testid="provider-state" sx={{ mb: 1 }}>
      {provider.message ?? `${provider.provider} cannot be reached; please try again later.`}
    </Alert>
  );
}
