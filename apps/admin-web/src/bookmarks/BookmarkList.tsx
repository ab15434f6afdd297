/** /bookmarks (spec 02 §2): the catalogue, 25 a page, with New Record, edit and delete (refused while templates use it). */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  Card,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { BOOKMARK_PAGE_SIZE, Routes, TemplateMessages, type BookmarkPage, type CatalogueBookmark } from '@dental/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { useTemplateCall } from '../templates/templateCalls';
import { BookmarkDialog } from './BookmarkDialog';

export const BookmarkList = () => {
  usePageTitle('Bookmarks');
  const run = useTemplateCall();
  const notify = useNotify();
  const [page, setPage] = useState(0);
  const [q, setQ] = useState('');
  const [data, setData] = useState<BookmarkPage>({ records: [], recordsQty: 0 });
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<CatalogueBookmark | 'new' | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    const query: Record<string, string> = { limit: String(BOOKMARK_PAGE_SIZE), offset: String(page * BOOKMARK_PAGE_SIZE) };
    if (q.trim()) query.q = q.trim();
    setData((await run(Routes.listBookmarks, { query })) ?? { records: [], recordsQty: 0 });
    setLoading(false);
  }, [run, page, q]);
  useEffect(() => void load(), [load]);

  const remove = async (b: CatalogueBookmark) => {
    const usage = await run(Routes.bookmarkInUse, { params: { id: b._id } });
    if (!usage) return;
    if (usage.inUse) {
      notify(TemplateMessages.bookmarkInUse(usage.count), { type: 'warning' });
      return;
    }
    if (!window.confirm(`Are you sure you want to delete the bookmark ${b.bookmark}?`)) return;
    if (await run(Routes.deleteBookmark, { params: { id: b._id } }, 'Bookmark deleted')) await load();
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Bookmarks" />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', p: 2 }}>
        <Typography variant="h6">Bookmarks</Typography>
        <Stack direction="row" spacing={1}>
          <TextField size="small" label="Search" value={q} onChange={(e) => (setQ(e.target.value), setPage(0))} />
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            data-testid="new-bookmark"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            New Record
          </Button>
        </Stack>
      </Stack>
      <LinearProgress sx={{ visibility: loading ? 'visible' : 'hidden' }} />
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Bookmarks</TableCell>
            <TableCell>Element type</TableCell>
            <TableCell>Label</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Symbol</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.records.map((b) => (
            <TableRow key={b._id} data-testid="bookmark-row">
              <TableCell>{b.bookmark}</TableCell>
              <TableCell>{b.elementType}</TableCell>
              <TableCell>{b.label}</TableCell>
              <TableCell>{b.type}</TableCell>
              <TableCell>{b.symbol}</TableCell>
              <TableCell align="right">
                <IconButton aria-label={`Edit ${b.bookmark}`} onClick={() => setEditing(b)}>
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton aria-label={`Delete ${b.bookmark}`} onClick={() => void remove(b)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={data.recordsQty}
        page={page}
        rowsPerPage={BOOKMARK_PAGE_SIZE}
        rowsPerPageOptions={[BOOKMARK_PAGE_SIZE]}
        onPageChange={(_, p) => setPage(p)}
      />
      {editing && (
        <BookmarkDialog
          record={editing === 'new' ? undefined : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void load();
          }}
        />
      )}
    </Card>
  );
};
