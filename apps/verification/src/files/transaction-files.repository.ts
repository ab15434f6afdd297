import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TransactionFile } from '@dental/contracts';

interface FileRow {
  id: string;
  object_key: string;
  filename: string;
  kind: string;
  type: string;
  size: string;
  content_type: string;
  uploaded_by: string;
  uploaded_at: Date;
}

export interface StoredTransactionFile extends TransactionFile {
  key: string;
  kind: string;
}

function toFile(r: FileRow): StoredTransactionFile {
  return {
    id: r.id,
    filename: r.filename,
    type: r.type,
    kind: r.kind,
    key: r.object_key,
    size: Number(r.size),
    contentType: r.content_type,
    uploadedBy: r.uploaded_by,
    uploadedAt: r.uploaded_at.toISOString(),
  };
}

/** TypeORM answers UPDATE and DELETE ... RETURNING as [rows, affected count], other statements as the rows. */
function returned(result: unknown): FileRow[] {
  return (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as FileRow[];
}

/** Public shape of a file: the object key stays inside the product. */
export function publicFile({ key: _key, kind: _kind, ...file }: StoredTransactionFile): TransactionFile {
  return file;
}

/** The files of a transaction: rows here, bytes in object storage under `object_key`. */
@Injectable()
export class TransactionFilesRepository {
  async list(manager: EntityManager, transactionId: string): Promise<StoredTransactionFile[]> {
    const rows: FileRow[] = await manager.query(`SELECT * FROM transaction_file WHERE transaction_id = $1 ORDER BY uploaded_at, id`, [
      transactionId,
    ]);
    return rows.map(toFile);
  }

  async find(manager: EntityManager, transactionId: string, fileId: string): Promise<StoredTransactionFile | undefined> {
    const rows: FileRow[] = await manager.query(`SELECT * FROM transaction_file WHERE transaction_id = $1 AND id = $2`, [
      transactionId,
      fileId,
    ]);
    return rows[0] ? toFile(rows[0]) : undefined;
  }

  /** uploaded_at is the clock's time, not the transaction's, so files saved together keep the order they were sent in. */
  async insert(
    manager: EntityManager,
    file: {
      id: string;
      transactionId: string;
      key: string;
      filename: string;
      kind: string;
      type: string;
      size: number;
      contentType: string;
      uploadedBy: string;
    },
  ): Promise<StoredTransactionFile> {
    const rows: FileRow[] = await manager.query(
      `INSERT INTO transaction_file (id, transaction_id, object_key, filename, kind, type, size, content_type, uploaded_by, uploaded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, clock_timestamp()) RETURNING *`,
      [file.id, file.transactionId, file.key, file.filename, file.kind, file.type, file.size, file.contentType, file.uploadedBy],
    );
    return toFile(rows[0]);
  }

  async replace(
    manager: EntityManager,
    fileId: string,
    file: { key: string; filename: string; size: number; contentType: string; uploadedBy: string },
  ): Promise<StoredTransactionFile> {
    const rows = returned(
      await manager.query(
        `UPDATE transaction_file SET object_key = $2, filename = $3, size = $4, content_type = $5, uploaded_by = $6, uploaded_at = now()
        WHERE id = $1 RETURNING *`,
        [fileId, file.key, file.filename, file.size, file.contentType, file.uploadedBy],
      ),
    );
    return toFile(rows[0]);
  }

  async rename(manager: EntityManager, fileId: string, filename: string): Promise<StoredTransactionFile> {
    const rows = returned(await manager.query(`UPDATE transaction_file SET filename = $2 WHERE id = $1 RETURNING *`, [fileId, filename]));
    return toFile(rows[0]);
  }

  async delete(manager: EntityManager, transactionId: string, fileId?: string): Promise<StoredTransactionFile[]> {
    const rows = returned(
      await manager.query(`DELETE FROM transaction_file WHERE transaction_id = $1 AND ($2::text IS NULL OR id = $2) RETURNING *`, [
        transactionId,
        fileId ?? null,
      ]),
    );
    return rows.map(toFile);
  }
}
