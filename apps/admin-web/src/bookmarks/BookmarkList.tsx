/** /bookmarks (spec 02 §2): the catalogue, 25 a page, with New Record, edit and delete (refused while templates use it). */
import AddIcon from '@mui/icons-material/Add';
import { Button, Card, Stack, TextField, Typography } from '@mui/material';
import { BOOKMARK_PAGE_SIZE, Routes, TemplateMessages, type CatalogueBookmark } from '@dental/contracts';
import { useCallback, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { EditAndDeleteButtons, PagedTable } from '../shared/PagedTable';
import { useServerPage, type PageRange } from '../shared/useServerPage';
import { useTemplateCall } from '../templates/templateCalls';
import { BookmarkDialog } from './BookmarkDialog';

export const BookmarkList = () => {
  usePageTitle('Bookmarks');
  const run = useTemplateCall();
  const notify = useNotify();
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<CatalogueBookmark | 'new' | null>(null);
  const fetchPage = useCallback(
    (range: PageRange) => run(Routes.listBookmarks, { query: q.trim() ? { ...range, q: q.trim() } : range }),
    [run, q],
  );
  const bookmarks = useServerPage(fetchPage, BOOKMARK_PAGE_SIZE);

  const remove = async (b: CatalogueBookmark) => {
    const usage = await run(Routes.bookmarkInUse, { params: { id: b._id } });
    if (!usage) return;
    if (usage.inUse) {
      notify(TemplateMessages.bookmarkInUse(usage.count), { type: 'warning' });
      return;
    }
    if (!window.confirm(`Are you sure you want to delete the bookmark ${b.bookmark}?`)) return;
    if (await run(Routes.deleteBookmark, { params: { id: b._id } }, 'Bookmark deleted')) await bookmarks.reload();
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Bookmarks" />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', p: 2 }}>
        <Typography variant="h6">Bookmarks</Typography>
        <Stack direction="row" spacing={1}>
          <TextField size="small" label="Search" value={q} onChange={(e) => (setQ(e.target.value), bookmarks.setPage(0))} />
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
      <PagedTable
        label="Bookmarks"
        columns={[
          { label: 'Bookmarks', cell: (b) => b.bookmark },
          { label: 'Element type', cell: (b) => b.elementType },
          { label: 'Label', cell: (b) => b.label },
          { label: 'Type', cell: (b) => b.type },
          { label: 'Symbol', cell: (b) => b.symbol },
        ]}
        rows={bookmarks.records}
        rowKey={(b) => b._id}
        loading={bookmarks.loading}
        rowTestId="bookmark-row"
        actions={(b) => <EditAndDeleteButtons name={b.bookmark} onEdit={() => setEditing(b)} onDelete={() => void remove(b)} />}
        paging={{ page: bookmarks.page, pageSize: BOOKMARK_PAGE_SIZE, total: bookmarks.total, onPageChange: bookmarks.setPage }}
      />
      {editing && (
        <BookmarkDialog
          record={editing === 'new' ? undefined : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void bookmarks.reload();
          }}
        />
      )}
    </Card>
  );
};
