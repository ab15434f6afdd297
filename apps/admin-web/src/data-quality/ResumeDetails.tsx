/**
 * 'Resume Details' (spec 03 §2): a data quality record's patient data as last received, the
 * patient's comment and whether they vouched for it (trustedInfo), and the request's history; Update
 * confirms the answers (Confirm update) and Close goes back to the list.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { DqaMessages, dqaStatusLabel, type DqaRecordDetail } from '@dental/contracts';
import { Loading, useGetOne, useNotify, useUpdate } from 'react-admin';
import { useCloseDialog } from '../shared/RecordDialog';
import { displayDay } from '../transactions/days';
import { DATA_QUALITY_RESOURCE } from './dataQualityAdapter';

type Detail = Omit<DqaRecordDetail, '_id'> & { id: string };

const when = (iso: string) => new Date(iso).toLocaleString();

export const ResumeDetails = ({ id }: { id: string }) => {
  const close = useCloseDialog();
  const notify = useNotify();
  const { data: answer, error } = useGetOne<Detail>(DATA_QUALITY_RESOURCE, { id });
  // react-admin first offers the list's row as a placeholder; the details come with the record's own answer.
  const data = answer?.detail ? answer : undefined;
  const [update, { isPending: saving }] = useUpdate<Detail>();

  const confirm = () =>
    data &&
    update(
      DATA_QUALITY_RESOURCE,
      { id, data: {}, previousData: data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(DqaMessages.saved, { type: 'success' }),
        onError: (e) => notify(e instanceof Error && e.message ? e.message : DqaMessages.notProcessed, { type: 'warning' }),
      },
    );

  const d = data?.detail;
  const fields: [string, string][] = d
    ? [
        ['Last name', d.lastName],
        ['First name', d.firstName],
        ['DOB', displayDay(d.dob)],
        ['Address', d.address],
        ['Zip code', d.zipCode],
        ['Phone', d.phone],
        ['Email', d.email],
        ['Status', dqaStatusLabel(data.status)],
        ['Missing fields', data.missingFields.join(', ')],
        ['Comment', d.dqaRequestLast.comment],
        ['Trusted info', d.dqaRequestLast.trustedInfo ? 'Yes' : 'No'],
      ]
    : [];

  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" aria-labelledby="resume-details-title">
      <DialogTitle id="resume-details-title">Resume Details</DialogTitle>
      <DialogContent>
        {!data && !error && <Loading />}
        {error && <p role="alert">{error instanceof Error ? error.message : DqaMessages.notFound}</p>}
        {data && (
          <>
            <Table size="small" aria-label="Patient details">
              <TableBody>
                {fields.map(([label, value]) => (
                  <TableRow key={label}>
                    <TableCell component="th" scope="row">
                      {label}
                    </TableCell>
                    <TableCell>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Table size="small" aria-label="Request history" sx={{ mt: 2 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Stage</TableCell>
                  <TableCell>Fields</TableCell>
                  <TableCell>Comment</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.dqaRequest.map((entry) => (
                  <TableRow key={entry._id}>
                    <TableCell>{when(entry.date)}</TableCell>
                    <TableCell>{entry.stage}</TableCell>
                    <TableCell>{entry.missingFields.join(', ')}</TableCell>
                    <TableCell>{entry.comment}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={confirm} disabled={!data || saving} variant="contained">
          Update
        </Button>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
