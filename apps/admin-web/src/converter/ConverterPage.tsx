/**
 * File converter (/converter, under Tools): choose a conversion type, then a file. The file uploads
 * (its progress), then converts as a job on the files service (its progress, followed every half
 * second); the result opens in the browser or downloads.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, FormControl, InputLabel, LinearProgress, MenuItem, Paper, Select, Stack, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, type DataProvider } from 'react-admin';
import { CONVERSION_TYPES, ConverterMessages, type ConversionKind, type ConversionStatus } from '@dental/contracts';
import { CONVERSIONS_RESOURCE, type ConverterMethods } from './converterCalls';
import { conversionProblem } from './converterRules';

type Stage = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'converting'; status: ConversionStatus };

const POLL_MS = 500;
const running = (status: ConversionStatus | undefined) => status?.state === 'waiting' || status?.state === 'active';

function saveBlob(blob: Blob, fileName: string, open: boolean) {
  const url = URL.createObjectURL(blob);
  if (open) window.open(url, '_blank', 'noopener');
  else {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function ConverterPage() {
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & ConverterMethods>();
  const [kind, setKind] = useState<ConversionKind | ''>('');
  const [percent, setPercent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // The upload starts the job; its status is then asked every half second while the job runs.
  const upload = useMutation({
    mutationFn: (chosen: { kind: ConversionKind; file: File }) => dataProvider.startConversion({ ...chosen, onProgress: setPercent }),
    onError: (error: Error) => setProblem(error.message || ConverterMessages.uploadFailed),
  });
  const started = upload.data;
  const polled = useQuery({
    queryKey: [CONVERSIONS_RESOURCE, 'conversionStatus', started?.jobId],
    queryFn: ({ signal }) => dataProvider.conversionStatus({ jobId: started!.jobId, signal }),
    enabled: running(started),
    refetchInterval: (query) => (running(query.state.data ?? started) ? POLL_MS : false),
    retry: false,
  });
  const completed = polled.data?.state === 'completed';
  useEffect(() => {
    if (completed) notify(ConverterMessages.converted, { type: 'success' });
  }, [completed, notify]);

  const status = polled.data ?? started;
  const stage: Stage = upload.isPending
    ? { step: 'uploading', percent }
    : status && !upload.isError
      ? { step: 'converting', status }
      : { step: 'idle' };
  const busy = stage.step === 'uploading' || (stage.step === 'converting' && running(stage.status));
  const shownProblem = problem ?? polled.error?.message ?? null;

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = conversionProblem(kind, file);
    setProblem(refused);
    if (refused || !kind) return;
    setPercent(0);
    upload.mutate({ kind, file });
  };

  const fetchResult = async (open: boolean) => {
    if (stage.step !== 'converting' || !stage.status.fileName) return;
    try {
      saveBlob(await dataProvider.convertedFile({ jobId: stage.status.jobId }), stage.status.fileName, open);
      if (!open) notify(ConverterMessages.downloaded, { type: 'success' });
    } catch {
      notify(ConverterMessages.downloadFailed, { type: 'error' });
    }
  };

  return (
    <Box sx={{ p: 2, maxWidth: 640 }} data-testid="converter">
      <Title title="File converter" />
      <Paper sx={{ p: 3 }}>
        <Stack spacing={2}>
          <FormControl fullWidth>
            <InputLabel id="conversion-type">Conversion type</InputLabel>
            <Select
              labelId="conversion-type"
              label="Conversion type"
              value={kind}
              onChange={(e) => setKind(e.target.value as ConversionKind)}
              disabled={busy}
              data-testid="conversion-type"
            >
              {CONVERSION_TYPES.map((type) => (
                <MenuItem key={type.kind} value={type.kind}>
                  {type.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Button variant="contained" component="label" disabled={busy}>
            Choose a file
            <input
              ref={input}
              hidden
              type="file"
              data-testid="converter-file"
              accept={kind === 'docxtopdf' ? '.docx' : kind ? '.pdf' : undefined}
              onChange={(e) => choose(e.target.files?.[0])}
            />
          </Button>
          {shownProblem && (
            <Alert severity="warning" data-testid="converter-problem">
              {shownProblem}
            </Alert>
          )}
          {stage.step === 'uploading' && (
            <Box data-testid="converter-uploading">
              <Typography variant="body2">Uploading… {stage.percent}%</Typography>
              <LinearProgress variant="determinate" value={stage.percent} />
            </Box>
          )}
          {stage.step === 'converting' && busy && (
            <Box data-testid="converter-converting">
              <Typography variant="body2">
                Converting {stage.status.sourceName}… {stage.status.progress}%
              </Typography>
              <LinearProgress variant={stage.status.progress > 0 ? 'determinate' : 'indeterminate'} value={stage.status.progress} />
            </Box>
          )}
          {stage.step === 'converting' && stage.status.state === 'failed' && (
            <Alert severity="error" data-testid="converter-failed">
              {stage.status.message ?? ConverterMessages.tryAgain}
            </Alert>
          )}
          {stage.step === 'converting' && stage.status.state === 'completed' && (
            <Alert
              severity="success"
              data-testid="converter-done"
              action={
                <Stack direction="row" spacing={1}>
                  {stage.status.kind === 'docxtopdf' && (
                    <Button size="small" onClick={() => void fetchResult(true)} data-testid="converter-open">
                      Open
                    </Button>
                  )}
                  <Button size="small" onClick={() => void fetchResult(false)} data-testid="converter-download">
                    Download
                  </Button>
                </Stack>
              }
            >
              {ConverterMessages.converted}: {stage.status.fileName}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
