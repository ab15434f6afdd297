/**
 * File converter (/converter, under Tools): choose a conversion type, then a file. The file uploads
 * (its progress), then converts as a job on the files service (its progress, followed every half
 * second); the result opens in the browser or downloads.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, FormControl, InputLabel, LinearProgress, MenuItem, Paper, Select, Stack, Typography } from '@mui/material';
import { Title, useNotify } from 'react-admin';
import { CONVERSION_TYPES, ConverterMessages, type ConversionKind, type ConversionStatus } from '@dental/contracts';
import { conversionStatus, convertedFile, startConversion } from './converterCalls';
import { conversionProblem } from './converterRules';

type Stage = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'converting'; status: ConversionStatus };

const POLL_MS = 500;

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
  const [kind, setKind] = useState<ConversionKind | ''>('');
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = stage.step === 'uploading' || (stage.step === 'converting' && ['waiting', 'active'].includes(stage.status.state));
  const jobId = stage.step === 'converting' ? stage.status.jobId : undefined;
  const state = stage.step === 'converting' ? stage.status.state : undefined;

  useEffect(() => {
    if (!jobId || (state !== 'waiting' && state !== 'active')) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      conversionStatus(jobId, controller.signal).then(
        (status) => {
          setStage({ step: 'converting', status });
          if (status.state === 'completed') notify(ConverterMessages.converted, { type: 'success' });
        },
        (error: Error) => {
          if (!controller.signal.aborted) setProblem(error.message);
        },
      );
    }, POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [jobId, state, stage, notify]);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = conversionProblem(kind, file);
    setProblem(refused);
    if (refused || !kind) return;
    setStage({ step: 'uploading', percent: 0 });
    try {
      const status = await startConversion(kind, file, (percent) => setStage({ step: 'uploading', percent }));
      setStage({ step: 'converting', status });
    } catch (error) {
      setStage({ step: 'idle' });
      setProblem((error as Error).message || ConverterMessages.uploadFailed);
    }
  };

  const fetchResult = async (open: boolean) => {
    if (stage.step !== 'converting' || !stage.status.fileName) return;
    try {
      saveBlob(await convertedFile(stage.status.jobId), stage.status.fileName, open);
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
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </Button>
          {problem && (
            <Alert severity="warning" data-testid="converter-problem">
              {problem}
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
