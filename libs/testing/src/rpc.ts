/** The request-reply the gateway uses, from a test's side. */
import { randomUUID } from 'node:crypto';
import { AppError } from '@dental/contracts';
import { RpcClient } from '@dental/messaging';

/**
 * An RpcClient like the gateway's on `brokers`, connected; shut it down with onApplicationShutdown().
 * Its reply consumer's group is `replyGroupId` (a new one when absent).
 */
export async function startTestRpcClient(brokers: string, replyGroupId = `test-gateway-${randomUUID()}`): Promise<RpcClient> {
  const rpc = new RpcClient({
    brokers: [brokers],
    clientId: 'test-gateway',
    // It asks as the gateway does, on the gateway's reply topics (in a group of its own).
    caller: 'gateway',
    maxWaitTimeInMs: 500,
    timeoutMs: 15_000,
    replyGroupId,
  });
  await rpc.onModuleInit();
  return rpc;
}

/** The AppError the call fails with; fails when it succeeds or throws anything else. */
export async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
