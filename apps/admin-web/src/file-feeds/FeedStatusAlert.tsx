import { Alert } from '@mui/material';
import { FeedMessages, type FeedStatus } from '@dental/contracts';

/** Says when the index could not reach the provider: the list then shows what was found before. */
export function FeedStatusAlert({ feed }: { feed?: FeedStatus }) {
  if (!feed || feed.state === 'up') return null;
  const since = feed.lastSyncAt ? new Date(feed.lastSyncAt).toLocaleString() : null;
  return (
    <Alert severity="warning" data-testid="feed-status" sx={{ mb: 1 }}>
      {feed.state === 'down'
        ? FeedMessages.providerDown(feed.source, since)
        : (feed.message ?? 'The files of this feed have not been indexed yet.')}
    </Alert>
  );
}
