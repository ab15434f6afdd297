/**
 * The delete question of an administration list (spec 02 §8): Confirm deletes the record and
 * refreshes the list; a refusal shows the server's reason (a client that still has users, say).
 */
import { Confirm, useNotify } from 'react-admin';
import { apiErrorMessage } from '../access/adminErrors';

export function DeleteConfirmation<T>({
  record,
  title,
  question,
  onDelete,
  onDeleted,
  onClose,
}: {
  /** The record asked about; null keeps the question closed. */
  record: T | null;
  title: string;
  question: string;
  onDelete: (record: T) => Promise<unknown>;
  onDeleted: () => Promise<void>;
  onClose: () => void;
}) {
  const notify = useNotify();
  const confirm = async () => {
    if (record === null) return;
    try {
      await onDelete(record);
      await onDeleted();
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    } finally {
      onClose();
    }
  };
  return <Confirm isOpen={record !== null} title={title} content={question} onConfirm={() => void confirm()} onClose={onClose} />;
}
