/**
 * Azure Files Report and Sftp Files Report: pick a date; a grid of the PMS feeds (rows) by kind of
 * file (columns), each cell the file's lines and size in MB. 'Please select a date' until one is
 * picked, 'No data available' for a day without files.
 */
import { useState } from 'react';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Loading, Title, useGetList } from 'react-admin';
import { FeedMessages, megabytes, type FeedReport, type FeedSource, type FeedStatus } from '@dental/contracts';
import { FEED_RESOURCES } from './fileFeedsAdapter';
import { FeedStatusAlert } from './FeedStatusAlert';

type ReportRow = FeedReport['rows'][number] & { id: string };

export function FeedReportPage({ source }: { source: FeedSource }) {
  const [date, setDate] = useState('');
  const { data, meta, isPending, error } = useGetList<ReportRow>(
    FEED_RESOURCES[source].report,
    { filter: { date }, pagination: { page: 1, perPage: 1000 } },
    { enabled: date !== '' },
  );
  const columns: string[] = (meta as { columns?: string[] } | undefined)?.columns ?? [];
  const title = source === 'azure' ? 'Azure Files Report' : 'Sftp Files Report';
  return (
    <Box sx={{ p: 2 }} data-testid="feed-report">
      <Title title={title} />
      <TextField
        type="date"
        label="Date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'report-date' } }}
        sx={{ mb: 2 }}
      />
      {date === '' ? (
        <Typography>{FeedMessages.selectDate}</Typography>
      ) : isPending ? (
        <Loading />
      ) : error ? (
        <Typography color="error">{(error as Error).message}</Typography>
      ) : (
        <>
          <FeedStatusAlert feed={(meta as { feed?: FeedStatus } | undefined)?.feed} />
          {!data || data.length === 0 ? (
            <Typography>{FeedMessages.noData}</Typography>
          ) : (
            <Paper sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    <TableCell>PMS</TableCell>
                    <TableCell>Folder</TableCell>
                    {columns.map((column) => (
                      <TableCell key={column}>{column}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>{row.container}</TableCell>
                      <TableCell>{row.folder}</TableCell>
                      {columns.map((column) => {
                        const cell = row.cells[column];
                        return (
                          <TableCell key={column} title={cell?.filename}>
                            {cell ? `${cell.lines} lines · ${megabytes(cell.size)} MB` : '—'}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          )}
        </>
      )}
    </Box>
  );
}
