import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DetailCommands, type Actor, type FbdDocumentData } from '@dental/contracts';
import { RpcClient } from '@dental/messaging';

/**
 * A transaction's document data (values, the form they were filled against, practice, download
 * name), asked of the verification service, which owns transactions. The caller's actor travels
 * with the question, so the verification service's tenancy check decides whether the caller may
 * reach the transaction; this service never reads another's tables.
 */
@Injectable()
export class TransactionDocuments {
  constructor(private readonly rpc: RpcClient) {}

  dataOf(transactionId: string, actor: Actor | null): Promise<FbdDocumentData> {
    return this.rpc.send(DetailCommands.bookmarksFile, { id: transactionId }, actor, randomUUID());
  }
}

/** Whether any bookmark holds a value: a document of an untouched form has nothing to say. */
export function hasValues(values: FbdDocumentData['values']): boolean {
  return Object.values(values).some((v) => (Array.isArray(v) ? v.length > 0 : v.trim() !== ''));
}
