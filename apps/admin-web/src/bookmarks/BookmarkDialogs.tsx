/** The 'New Bookmark' and 'Edit Bookmark' modals over the catalogue, opened from `/bookmarks/create` and `/bookmarks/:id`. */
import { Create, Edit, SimpleForm } from 'react-admin';
import { DialogToolbar, RecordDialog } from '../shared/RecordDialog';
import { useSavedThenList } from '../shared/useSavedThenList';
import { BookmarkInputs } from './BookmarkInputs';

export const BookmarkCreate = () => (
  <RecordDialog title="New Bookmark">
    <Create title={false} component="div" actions={false} {...useSavedThenList('Bookmark created')}>
      <SimpleForm defaultValues={{ elementType: 'text', options: [] }} toolbar={<DialogToolbar />}>
        <BookmarkInputs />
      </SimpleForm>
    </Create>
  </RecordDialog>
);

export const BookmarkEdit = ({ id }: { id: string }) => (
  <RecordDialog title="Edit Bookmark">
    <Edit id={id} title={false} component="div" actions={false} {...useSavedThenList('Bookmark saved')}>
      <SimpleForm toolbar={<DialogToolbar />}>
        <BookmarkInputs />
      </SimpleForm>
    </Edit>
  </RecordDialog>
);
