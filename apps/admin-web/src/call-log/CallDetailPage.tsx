/**
 * A call's detail (`/air-call-detail/{callId}`, spec 03 §2): back to the log; the answering user
 * (name, email, language, time zone) or '*Not answered*'; started, answered and ended times,
 * duration in words, status, direction, number and cost; the other party's name, digits, country and
 * time zone; the recording when one was made. Below: the patient the call was about (saved with
 * `PUT /api/airCall/patientInfo/{id}`), the files attached to it (`POST /api/airCall/file`) and the
 * text messages the providers announced with the same number. While the call provider cannot be
 * reached, the call shown is the copy its webhooks announced, and the page says so.
 */
import { useRef } from 'react';
import { Card, CardContent, CardHeader, Grid, Link as MuiLink, List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import {
  Button,
  Form,
  Loading,
  SaveButton,
  TextInput,
  Title,
  required,
  useDataProvider,
  useGetOne,
  useNotify,
  useUpdate,
  type DataProvider,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { CallLogMessages, CallRecordMessages, durationInWords, type CallFile, type CallPatientInfo } from '@dental/contracts';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { CALL_LOG_RESOURCE, type CallDetailChange, type CallDetailRecord, type CallFileMethods } from './callLogAdapter';
import { ProviderStateAlert } from './ProviderStateAlert';
import { callTime } from './callTimes';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Typography variant="body2" sx={{ mb: 0.5 }}>
      <strong>{label}:</strong> {value || '—'}
    </Typography>
  );
}

/** Saves a change of the call's record through the data provider, and says how it went. */
function useCallChange(detail: CallDetailRecord) {
  const [update, { isPending }] = useUpdate<CallDetailRecord>();
  const notify = useNotify();
  const save = (data: CallDetailChange, done: string) =>
    update(
      CALL_LOG_RESOURCE,
      { id: detail.id, data: data as never, previousData: detail },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(done, { type: 'success' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return { save, isPending };
}

const PATIENT_FIELDS = ['patientFirstName', 'patientLastName', 'patientDOB', 'patientId', 'memberId', 'notes'] as const;

/** The saved YYYY-MM-DD as the spec's display form MM/DD/YYYY. */
const usDay = (day: string | null | undefined) =>
  day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : day;

function PatientInfoCard({ detail }: { detail: CallDetailRecord }) {
  const { save } = useCallChange(detail);
  const saved: Partial<CallPatientInfo> = detail.patientInfo
    ? { ...detail.patientInfo, patientDOB: usDay(detail.patientInfo.patientDOB) }
    : {};
  const submit = (values: Record<string, unknown>) => {
    const patientInfo = Object.fromEntries(PATIENT_FIELDS.map((f) => [f, typeof values[f] === 'string' ? values[f] : '']));
    save({ patientInfo: patientInfo as never }, CallRecordMessages.patientInfoSaved);
  };
  return (
    <Card>
      <CardHeader
        title="Patient info"
        subheader={
          detail.patientInfo ? `Saved by ${detail.patientInfo.updatedBy}, ${new Date(detail.patientInfo.updatedAt).toLocaleString()}` : null
        }
      />
      <CardContent>
        <Form record={{ id: detail.id, ...saved }} onSubmit={submit} key={detail.patientInfo?.updatedAt ?? 'new'}>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput source="patientFirstName" label="First name" validate={required()} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput source="patientLastName" label="Last name" validate={required()} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextInput source="patientDOB" label="DOB (MM/DD/YYYY)" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextInput source="patientId" label="Patient ID" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextInput source="memberId" label="Member ID" />
            </Grid>
          </Grid>
          <TextInput source="notes" label="Notes" multiline minRows={2} />
          <SaveButton label="Save patient info" />
        </Form>
      </CardContent>
    </Card>
  );
}

function FilesCard({ detail }: { detail: CallDetailRecord }) {
  const { save, isPending } = useCallChange(detail);
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const dataProvider = useDataProvider<DataProvider & CallFileMethods>();
  const download = (file: CallFile) =>
    dataProvider.callFile({ fileId: file.id, fileName: file.filename }).catch((error: Error) => notify(error.message, { type: 'error' }));
  return (
    <Card sx={{ mb: 2 }}>
      <CardHeader title="Files" />
      <CardContent>
        {detail.files.length === 0 ? <Typography variant="body2">No files attached to this call.</Typography> : null}
        <MuiList dense aria-label="Call files">
          {detail.files.map((file) => (
            <ListItem key={file.id} secondaryAction={<Button label="Download" onClick={() => void download(file)} />}>
              <ListItemText primary={file.filename} secondary={`${file.uploadedBy}, ${new Date(file.uploadedAt).toLocaleString()}`} />
            </ListItem>
          ))}
        </MuiList>
        <input
          ref={input}
          type="file"
          hidden
          accept=".pdf,.doc,.docx"
          aria-label="File to attach"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) save({ attach: file }, CallRecordMessages.fileUploaded);
          }}
        />
        <Button label="Attach a file" disabled={isPending} onClick={() => input.current?.click()} />
      </CardContent>
    </Card>
  );
}

function MessagesCard({ detail }: { detail: CallDetailRecord }) {
  return (
    <Card>
      <CardHeader title="Text messages with this number" />
      <CardContent>
        {detail.messages.length === 0 ? <Typography variant="body2">No text messages with this number.</Typography> : null}
        <MuiList dense aria-label="Text messages">
          {detail.messages.map((m) => (
            <ListItem key={`${m.id}-${m.eventDate}`}>
              <ListItemText primary={m.text} secondary={`${m.direction}, ${new Date(m.eventDate).toLocaleString()}, ${m.messageStatus}`} />
            </ListItem>
          ))}
        </MuiList>
      </CardContent>
    </Card>
  );
}

function CallDetail({ callId }: { callId: string }) {
  const { data: detail, isPending, error } = useGetOne<CallDetailRecord>(CALL_LOG_RESOURCE, { id: Number(callId) });
  if (isPending) return <Loading />;
  if (error || !detail) return <Typography color="error">{(error as Error | null)?.message ?? CallLogMessages.notFound}</Typography>;
  const { call } = detail;
  return (
    <Grid container spacing={2} data-testid="call-detail">
      <Grid size={12}>
        <ProviderStateAlert provider={detail.provider} />
      </Grid>
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
      <Grid size={{ xs: 12, md: 6 }}>
        <PatientInfoCard detail={detail} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FilesCard detail={detail} />
        <MessagesCard detail={detail} />
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
