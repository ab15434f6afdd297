/**
 * Files tab (spec 01 §2, §5, §6): the transaction's eligibility files, a drop zone for new ones
 * (PDF, DOC, DOCX; 'File accepted' / 'File not allowed'), each with its default name, the
 * eligibility status (a dropdown only with files.updateEligibilityStatus), the three save labels,
 * upload progress, and download, replace, rename and delete per file. Read-only when audited.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { DetailMessages, ELIGIBILITY_STATUSES, truncateFileName, type TransactionDetail, type TransactionFile } from '@dental/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { Confirm, useDataProvider, useNotify, type DataProvider } from 'react-admin';
import { dropZoneVerdict, filesSaveLabel, newFileName, newFilesProblem, type NewFile } from './fileRules';
import type { TransactionFilesMethods } from './transactionFilesAdapter';

/** The gateway's default limit (UPLOAD_MAX_BYTES); the gateway enforces the configured one and names it. */
const MAX_BYTES = 15 * 1024 * 1024;

export interface FilesTabProps {
  detail: TransactionDetail;
  can: { addFiles: boolean; editFiles: boolean; deleteFiles: boolean; downloadFiles: boolean; updateEligibilityStatus: boolean };
  onChanged: () => void;
}

export const FilesTab = ({ detail, can, onChanged }: FilesTabProps) => {
  const notify = useNotify();
  const [files, setFiles] = useState<TransactionFile[]>(detail.driveFiles);
  const [pending, setPending] = useState<NewFile[]>([]);
  const [status, setStatus] = useState(detail.iv_status);
  const [verdict, setVerdict] = useState<{ accepted: boolean; message: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<TransactionFile | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const replacing = useRef<string | null>(null);
  const readOnly = detail.audited;
  const statusChanged = status !== detail.iv_status;

  const addChosen = (chosen: File[]) => {
    const verdicts = chosen.map((f) => dropZoneVerdict(f.name));
    setVerdict(verdicts.every((v) => v.accepted) ? (verdicts[0] ?? null) : verdicts.find((v) => !v.accepted)!);
    const defaultName = newFileName(status || 'Unknown', detail.CarrierName, detail.PatientName);
    setPending((p) => [...p, ...chosen.map((file) => ({ name: defaultName, file }))]);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    if (!readOnly && can.addFiles) addChosen(Array.from(e.dataTransfer.files));
  };

  const dataProvider = useDataProvider<DataProvider & TransactionFilesMethods>();
  const transactionId = detail._id;
  const failed = (error: Error) => notify(error.message, { type: 'error' });
  const uploading = { onMutate: () => setProgress(0), onSettled: () => setProgress(null), onError: failed };

  const upload = useMutation({
    mutationFn: (chosen: NewFile[]) =>
      dataProvider.uploadTransactionFiles({
        transactionId,
        ...(statusChanged ? { statusPatient: status } : {}),
        files: chosen,
        onProgress: setProgress,
      }),
    ...uploading,
    onSuccess: (stored, chosen) => {
      setFiles(stored);
      setPending([]);
      setVerdict(null);
      notify(chosen.length > 0 ? DetailMessages.uploaded : DetailMessages.dataUpdated, { type: 'success' });
      onChanged();
    },
  });

  const replaceFile = useMutation({
    mutationFn: ({ fileId, file }: { fileId: string; file: File }) =>
      dataProvider.replaceTransactionFile({ transactionId, fileId, file, onProgress: setProgress }),
    ...uploading,
    onSuccess: (replaced) => {
      setFiles((all) => all.map((f) => (f.id === replaced.id ? replaced : f)));
      notify(DetailMessages.fileUploaded, { type: 'success' });
    },
  });

  const removeFile = useMutation({
    mutationFn: (fileId: string) => dataProvider.deleteTransactionFile({ transactionId, fileId }),
    onSuccess: (left) => {
      setFiles(left);
      notify(DetailMessages.fileDeleted, { type: 'success' });
    },
    onError: failed,
  });

  const renameFile = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      dataProvider.renameTransactionFile({ transactionId, fileId: id, filename: name }),
    onSuccess: (renamed) => {
      setFiles((all) => all.map((f) => (f.id === renamed.id ? renamed : f)));
      setRenaming(null);
      notify(DetailMessages.fileRenamed, { type: 'success' });
    },
    onError: failed,
  });

  const downloadFile = useMutation({
    mutationFn: (file: TransactionFile) =>
      dataProvider.downloadTransactionFile({ transactionId, fileId: file.id, filename: file.filename }),
    onError: () => notify(DetailMessages.tryAgain, { type: 'error' }),
  });

  const save = () => {
    const problem = newFilesProblem(pending, MAX_BYTES);
    if (problem) return notify(problem, { type: 'warning' });
    if (statusChanged && !status) return notify(DetailMessages.statusRequired, { type: 'warning' });
    upload.mutate(pending);
  };

  const replace = (file: File) => {
    const fileId = replacing.current;
    if (fileId) replaceFile.mutate({ fileId, file });
  };

  const remove = (file: TransactionFile) => setDeleting(file);

  const rename = () => {
    if (renaming) renameFile.mutate(renaming);
  };

  const download = (file: TransactionFile) => downloadFile.mutate(file);

  return (
    <Stack spacing={2} data-testid="files-tab">
      {readOnly && <Alert severity="warning">{DetailMessages.readOnly}</Alert>}
      {can.updateEligibilityStatus && !readOnly ? (
        <TextField
          select
          size="small"
          label="Eligibility status"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          sx={{ maxWidth: 260 }}
          data-testid="files-status"
        >
          {[...new Set([...ELIGIBILITY_STATUSES, detail.iv_status].filter(Boolean))].map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Typography>Eligibility status: {detail.iv_status || '-'}</Typography>
      )}
      <List dense data-testid="files-list">
        {files.length === 0 && <Typography color="text.secondary">No files yet</Typography>}
        {files.map((f) => (
          <ListItem
            key={f.id}
            data-testid="file-row"
            secondaryAction={
              <>
                {can.downloadFiles && (
                  <IconButton aria-label="Download" onClick={() => download(f)}>
                    <DownloadIcon />
                  </IconButton>
                )}
                {can.editFiles && !readOnly && (
                  <>
                    <IconButton aria-label="Rename" onClick={() => setRenaming({ id: f.id, name: f.filename.replace(/\.[^.]+$/, '') })}>
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label="Replace"
                      onClick={() => {
                        replacing.current = f.id;
                        replaceInput.current?.click();
                      }}
                    >
                      <SwapHorizIcon />
                    </IconButton>
                  </>
                )}
                {can.deleteFiles && !readOnly && (
                  <IconButton aria-label="Delete" onClick={() => remove(f)}>
                    <DeleteIcon />
                  </IconButton>
                )}
              </>
            }
          >
            {renaming?.id === f.id ? (
              <Stack direction="row" spacing={1}>
                <TextField size="small" value={renaming.name} onChange={(e) => setRenaming({ ...renaming, name: e.target.value })} />
                <Button onClick={rename}>Save</Button>
                <Button onClick={() => setRenaming(null)}>Cancel</Button>
              </Stack>
            ) : (
              <Tooltip title={f.filename}>
                <ListItemText
                  primary={truncateFileName(f.filename)}
                  secondary={`${f.type.toUpperCase()} · ${Math.ceil(f.size / 1024)} KB`}
                  data-testid="file-name"
                  data-filename={f.filename}
                />
              </Tooltip>
            )}
          </ListItem>
        ))}
      </List>
      <input
        ref={replaceInput}
        type="file"
        hidden
        accept=".pdf,.doc,.docx"
        onChange={(e) => e.target.files?.[0] && replace(e.target.files[0])}
      />
      {can.addFiles && !readOnly && (
        <Box
          onDragOver={(e) => e.preventDefault()}
          onDrop={onDrop}
          onClick={() => input.current?.click()}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: verdict && !verdict.accepted ? 'error.main' : 'divider',
            p: 3,
            textAlign: 'center',
            cursor: 'pointer',
          }}
          data-testid="files-drop-zone"
        >
          <Typography>Drop PDF or Word files here, or click to choose</Typography>
          {verdict && (
            <Typography color={verdict.accepted ? 'success.main' : 'error.main'} data-testid="files-drop-verdict">
              {verdict.message}
            </Typography>
          )}
          <input
            ref={input}
            type="file"
            hidden
            multiple
            accept=".pdf,.doc,.docx"
            data-testid="files-input"
            onChange={(e) => {
              addChosen(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
        </Box>
      )}
      {pending.map((p, i) => (
        <Stack direction="row" spacing={1} key={i} sx={{ alignItems: 'center' }} data-testid="new-file">
          <Typography sx={{ minWidth: 160 }}>{p.file.name}</Typography>
          <TextField
            size="small"
            label="Name"
            value={p.name}
            onChange={(e) => setPending((all) => all.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
            sx={{ flex: 1 }}
          />
          <Button onClick={() => setPending((all) => all.filter((_, j) => j !== i))}>Remove</Button>
        </Stack>
      ))}
      <Confirm
        isOpen={deleting !== null}
        title="Delete"
        content={`Delete ${deleting?.filename ?? ''}?`}
        loading={removeFile.isPending}
        onConfirm={() => {
          if (deleting) removeFile.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
        onClose={() => setDeleting(null)}
      />
      {progress !== null && <LinearProgress variant="determinate" value={progress} data-testid="files-progress" />}
      {!readOnly && (pending.length > 0 || statusChanged) && (
        <Button variant="contained" onClick={save} disabled={progress !== null} data-testid="files-save">
          {filesSaveLabel(statusChanged, pending.length)}
        </Button>
      )}
    </Stack>
  );
};
