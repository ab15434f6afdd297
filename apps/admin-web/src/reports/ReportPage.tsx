/**
 * Summary Report (/summary-report: a practice) and Client Cost Report (/client-cost-report: a
 * client), each for a start and end date (spec 03 §2 "Reports"). Generate starts the report's job;
 * its progress shows while the spreadsheet is written, and the file downloads when it is ready
 * (again with Download).
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  DateInput,
  Form,
  SaveButton,
  SelectInput,
  Title,
  useCreate,
  useDataProvider,
  useGetOne,
  useNotify,
  type DataProvider,
} from 'react-admin';
import type { ReportKind, ReportStatus } from '@dental/contracts';
import { readAppSettings } from '../practices/appSettings';
import { REPORT_JOBS_RESOURCE, type ReportFileMethods } from './reportJobsAdapter';
import { reportFormErrors, type ReportFormValues } from './reportFormRules';

const POLL_MS = 500;

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function ReportPage({ kind }: { kind: ReportKind }) {
  const notify = useNotify();
  const [settings] = useState(readAppSettings);
  const [jobId, setJobId] = useState<string | null>(null);
  const downloaded = useRef<string | null>(null);
  const [create, { isPending: starting }] = useCreate();
  const { data: job } = useGetOne<ReportStatus & { id: string }>(
    REPORT_JOBS_RESOURCE,
    { id: jobId ?? '' },
    {
      enabled: jobId !== null,
      refetchInterval: (query) => (query.state.data?.state === 'completed' || query.state.data?.state === 'failed' ? false : POLL_MS),
    },
  );

  const choices =
    kind === 'summary'
      ? settings.practices.map((p) => ({ id: p._id, name: p.name }))
      : [...new Map(settings.practices.map((p) => [p.clientId, { id: p.clientId, name: p.clientName }])).values()];
  const title = kind === 'summary' ? 'Summary Report' : 'Client Cost Report';

  const dataProvider = useDataProvider<DataProvider & ReportFileMethods>();
  const file = useMutation({
    mutationFn: (status: ReportStatus) => dataProvider.reportFile({ jobId: status.jobId }),
    onSuccess: (blob, status) => {
      saveBlob(blob, status.fileName);
      notify('The file has been downloaded successfully', { type: 'success' });
    },
    onError: () => notify('Error downloading the file', { type: 'error' }),
  });
  const download = (status: ReportStatus) => file.mutate(status);

  useEffect(() => {
    if (job?.state === 'completed' && downloaded.current !== job.jobId) {
      downloaded.current = job.jobId;
      download(job);
    }
    // Only a newly completed job downloads by itself (downloaded.current remembers which did).
  }, [job?.state, job?.jobId]);

  const generate = (values: ReportFormValues) => {
    const clientId = settings.practices.find((p) => p._id === values.selection)?.clientId;
    create(
      REPORT_JOBS_RESOURCE,
      { data: { kind, ...values, clientId } },
      {
        onSuccess: (started: { id: string }) => setJobId(String(started.id)),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };

  return (
    <Box sx={{ p: 2, maxWidth: 640 }} data-testid={`${kind}-report`}>
      <Title title={title} />
      <Paper sx={{ p: 3 }}>
        <Form
          onSubmit={(values: Record<string, unknown>) => generate(values as ReportFormValues)}
          validate={(values) => reportFormErrors(values as ReportFormValues)}
        >
          <Stack spacing={1}>
            <SelectInput
              source="selection"
              label={kind === 'summary' ? 'Practice' : 'Client'}
              choices={choices}
              emptyText="Select One option"
              data-testid="report-selection"
            />
            <DateInput source="startDate" label="Start Date" data-testid="report-start" />
            <DateInput source="endDate" label="End Date" data-testid="report-end" />
            <SaveButton label="Generate" icon={<></>} disabled={starting} alwaysEnable data-testid="report-generate" />
          </Stack>
        </Form>
        {job && (
          <Box sx={{ mt: 2 }} data-testid="report-job">
            {job.state === 'failed' ? (
              <Alert severity="error">{job.message}</Alert>
            ) : job.state === 'completed' ? (
              <Alert
                severity="success"
                action={
                  <Button size="small" onClick={() => download(job)} data-testid="report-download">
                    Download
                  </Button>
                }
              >
                {job.fileName} ({job.rows ?? 0} rows)
              </Alert>
            ) : (
              <>
                <Typography>Writing {job.fileName}…</Typography>
                <LinearProgress variant="determinate" value={job.progress} aria-label="Report progress" />
              </>
            )}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
