/**
 * A list row's Edit and Delete (react-admin's buttons), named after the record so a screen reader,
 * and a test, can tell one row's buttons from another's. Delete asks the spec's question first and
 * deletes only once the server agrees (pessimistic), then shows the server's refusal if it refuses.
 */
import { DeleteButton, EditButton, useGetRecordRepresentation, useNotify, useRecordContext, useResourceContext } from 'react-admin';

export const RecordActions = ({
  deleteTitle,
  deleteQuestion,
  deletedMessage,
  canEdit = true,
  canDelete = true,
}: {
  deleteTitle: string;
  deleteQuestion: string;
  /** The notification once deleted; react-admin's own when absent. */
  deletedMessage?: string;
  canEdit?: boolean;
  canDelete?: boolean;
}) => {
  const record = useRecordContext();
  const notify = useNotify();
  const represent = useGetRecordRepresentation(useResourceContext());
  if (!record) return null;
  const name = String(represent(record));
  return (
    <>
      <EditButton aria-label={`Edit ${name}`} disabled={!canEdit} />
      {canDelete && (
        <DeleteButton
          aria-label={`Delete ${name}`}
          mutationMode="pessimistic"
          redirect={false}
          confirmTitle={deleteTitle}
          confirmContent={deleteQuestion}
          // react-admin's successMessage would be replaced by its own wording: the message is shown here instead.
          mutationOptions={deletedMessage ? { onSuccess: () => notify(deletedMessage, { type: 'success' }) } : undefined}
        />
      )}
    </>
  );
};
