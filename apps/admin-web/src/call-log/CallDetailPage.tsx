/**
 * A call's detail (`/air-call-detail/{callId}`, spec 03 §2): back to the log; the answering user
 * (name, email, language, time zone) or '*Not answered*'; started, answered and ended times,
 * duration in words, status, direction, number and cost; the other party's name, digits, country and
 * time zone; the recording when one was made.
 */
import { Card, CardContent, CardHeader, Grid, Link as MuiLink, Typography } from '@mui/material';
import { Button, Loading, Title, useGetOne } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { CallLogMessages, durationInWords, type Call } from '@dental/contracts';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { CALL_LOG_RESOURCE } from './callLogAdapter';
import { callTime } from './callTimes';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Typography variant="body2" sx={{ mb: 0.5 }}>
      <strong>{label}:</strong> {value || '—'}
    </Typography>
  );
}

function CallDetail({ callId }: { callId: string }) {
  const { data: call, isPending, error } = useGetOne<Call>(CALL_LOG_RESOURCE, { id: Number(callId) });
  if (isPending) return <Loading />;
  if (error || !call) return <Typography color="error">{(error as Error | null)?.message ?? CallLogMessages.notFound}</Typography>;
  return (
    <Grid container spacing={2} data-testid="call-detail">
      <Grid size={{ xs: 12, md: 4 }}>
        <Card>
          <CardHeader title="User" />
          <CardContent>
            {call.user ? (
              <>
                <Field label="Name" value={call.user.name} />
                <Field label="Email" value={call.user.email} />
                <Field label="Language" value={call.user.language} />
                <Field label="Time zone" value={call.user.time_zone} />
              </>
            ) : (
              <Typography>{CallLogMessages.notAnswered}</Typography>
            )}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card>
          <CardHeader title="Call details" />
          <CardContent>
            <Field label="Started" value={callTime(call.started_at)} />
            <Field label="Answered" value={callTime(call.answered_at)} />
            <Field label="Ended" value={callTime(call.ended_at)} />
            <Field label="Duration" value={durationInWords(call.duration)} />
            <Field label="Status" value={call.status} />
            <Field label="Direction" value={call.direction} />
            <Field label="Number" value={call.raw_digits} />
            <Field label="Cost" value={call.cost} />
            {call.recording ? (
              <MuiLink href={call.recording} target="_blank" rel="noreferrer">
                Recording
              </MuiLink>
            ) : null}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card>
          <CardHeader title="Number" />
          <CardContent>
            <Field label="Name" value={call.number?.name} />
            <Field label="Digits" value={call.number?.digits} />
            <Field label="Country" value={call.number?.country} />
            <Field label="Time zone" value={call.number?.time_zone} />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

export function CallDetailPage() {
  const { callId = '' } = useParams();
  return (
    <RequireRoutePermission name="airCall">
      <Title title={`Call ${callId}`} />
      <Button component={Link} to="/air-call" label="Back" sx={{ mb: 2 }} />
      <CallDetail callId={callId} />
    </RequireRoutePermission>
  );
}
