/**
 * /login-history: the signed-in user's sign-ins, newest first, paged on the server (page size 10,
 * options 5, 10, 25, 50; spec 01 §9): date, browser, device, OS, location and outcome.
 */
import { Alert, Card, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title } from 'react-admin';
import { Messages, Routes, type LoginHistoryPage as HistoryPage } from '@dental/contracts';
import { callApi } from '../api/httpClient';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';

const PAGE_SIZES = [5, 10, 25, 50];

export const LoginHistoryPage = () => {
  const [page, setPage] = useState(1);
  const [rowsPerPage, setRowsPerPage] = useState(10);
  const [history, setHistory] = useState<HistoryPage>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    callApi(Routes.loginHistory, { query: { page: String(page), rowsPerPage: String(rowsPerPage) }, signal: controller.signal })
      .then(setHistory)
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [page, rowsPerPage]);

  return (
    <>
      <Title title="Login History" />
      <PageBreadcrumbs trail={[{ label: 'Home', to: '/' }, { label: 'Login History' }]} />
      {failed && <Alert severity="error">{Messages.tryAgain}</Alert>}
      {!history && !failed && <Loading />}
      {history && (
        <Card>
          <TableContainer>
            <Table size="small" data-testid="login-history">
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Browser</TableCell>
                  <TableCell>Device</TableCell>
                  <TableCell>OS</TableCell>
                  <TableCell>Location</TableCell>
                  <TableCell>Outcome</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {history.data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>No data found</TableCell>
                  </TableRow>
                )}
                {history.data.map((entry) => (
                  <TableRow key={entry._id} data-testid="login-history-row">
                    <TableCell>{new Date(entry.date).toLocaleString()}</TableCell>
                    <TableCell>{entry.browser || '-'}</TableCell>
                    <TableCell>{entry.device || '-'}</TableCell>
                    <TableCell>{entry.os || '-'}</TableCell>
                    <TableCell>{entry.location}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={entry.outcome}
                        color={entry.outcome === 'Signed in' ? 'success' : entry.outcome === 'PIN sent' ? 'default' : 'warning'}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={history.total}
            page={page - 1}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, next) => setPage(next + 1)}
            onRowsPerPageChange={(e) => {
              setRowsPerPage(Number(e.target.value));
              setPage(1);
            }}
          />
        </Card>
      )}
    </>
  );
};
