/**
 * `/bookmarks` (spec 02 §2): the catalogue, 25 a page, searched by code or label; New Record, edit
 * and delete (the server refuses a bookmark a template uses, with the templates' count).
 */
import { BOOKMARK_PAGE_SIZE, type CatalogueBookmark } from '@dental/contracts';
import { CreateButton, DataTable, List, Pagination, TextInput, TopToolbar } from 'react-admin';
import type { ScreenRecord } from '../features';
import { RecordActions } from '../shared/RecordActions';
import { useDialogRoute } from '../shared/RecordDialog';
import { BookmarkCreate, BookmarkEdit } from './BookmarkDialogs';

type BookmarkRow = ScreenRecord<CatalogueBookmark>;

const filters = [<TextInput key="q" source="q" label="Search" alwaysOn />];

const BookmarkDelete = () => (
  <RecordActions
    deleteTitle="Delete Bookmark"
    deleteQuestion="Are you sure you want to delete this bookmark?"
    deletedMessage="Bookmark deleted"
  />
);

export const BookmarkList = () => {
  const { creating, editing } = useDialogRoute('bookmarks');
  return (
    <>
      <List
        title="Bookmarks"
        perPage={BOOKMARK_PAGE_SIZE}
        pagination={<Pagination rowsPerPageOptions={[BOOKMARK_PAGE_SIZE]} />}
        filters={filters}
        actions={
          <TopToolbar>
            <CreateButton label="New Record" />
          </TopToolbar>
        }
        exporter={false}
        storeKey={false}
        disableSyncWithLocation
        empty={false}
      >
        <DataTable<BookmarkRow> aria-label="Bookmarks" bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="bookmark" label="Bookmarks" disableSort />
          <DataTable.Col source="elementType" label="Element type" disableSort />
          <DataTable.Col source="label" label="Label" disableSort />
          <DataTable.Col source="type" label="Type" disableSort />
          <DataTable.Col source="symbol" label="Symbol" disableSort />
          <DataTable.Col label="Actions" align="right">
            <BookmarkDelete />
          </DataTable.Col>
        </DataTable>
      </List>
      {creating && <BookmarkCreate />}
      {editing && <BookmarkEdit id={editing} />}
    </>
  );
};
