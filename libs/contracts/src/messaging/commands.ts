/**
 * Request-reply between the gateway and the services. Each service listens on one Kafka request
 * topic (`rpc.<service>`), and the message names the command. One topic per service instead of one
 * per command keeps the number of reply topics (and so start-up and connect time) small; the
 * command names below are the catalogue every service checks its handlers against at start-up.
 */
import type { z } from 'zod';
import { SERVICES, type ServiceName } from './services';
import type { ProblemDetail } from '../http/errors';

export interface CommandDef<Req extends z.ZodTypeAny = z.ZodTypeAny, Res = unknown> {
  readonly service: ServiceName;
  readonly name: string;
  readonly request: Req;
  /** Phantom: the answer's type, for typed callers. */
  readonly answer?: Res;
}

export function defineCommand<Res>() {
  return <Req extends z.ZodTypeAny>(service: ServiceName, name: string, request: Req): CommandDef<Req, Res> => ({
    service,
    name,
    request,
  });
}

export type CommandRequest<C> = C extends CommandDef<infer Req, unknown> ? z.input<Req> : never;
export type CommandInput<C> = C extends CommandDef<infer Req, unknown> ? z.output<Req> : never;
export type CommandAnswer<C> = C extends CommandDef<z.ZodTypeAny, infer Res> ? Res : never;

export function requestTopic(service: ServiceName): string {
  return `rpc.${service}`;
}

/**
 * Who sends commands to whom. Each caller reads the answers meant for it on a reply topic of its own
 * (replyTopic): a process wakes only for its own answers, never for those of another caller asking
 * the same service. Every caller here gets its reply topic in KAFKA_TOPICS; a client may send only
 * where its caller is listed.
 */
export const RpcCalls = {
  gateway: SERVICES,
  verification: ['templates'],
  templates: ['verification'],
  billing: ['auth'],
  files: ['auth'],
  reports: ['verification'],
} as const satisfies Record<string, readonly ServiceName[]>;
export type RpcCaller = keyof typeof RpcCalls;

/**
 * Where every service's answers to one caller go (`rpc.reply.<caller>`): the request names it in its
 * reply-topic header, and the service answers there. One topic per caller, whichever service answers:
 * a consumer's every fetch names each partition it owns, so the gateway reading six topics (one per
 * service) paid six times the fetch work per answer for nothing.
 */
export function replyTopic(caller: RpcCaller): string {
  return `rpc.reply.${caller}`;
}

/** Every reply topic: one per caller. */
export function replyTopics(): string[] {
  return (Object.keys(RpcCalls) as RpcCaller[]).map(replyTopic);
}

/** Who is asking: set by the gateway from the verified token and the user's grants, never by the browser. */
export interface Actor {
  userId: string;
  clientId: string;
  /** Clients the user may reach (one for practice staff; several for back-office staff). */
  clientIds: string[];
  /** Practices the user may reach. */
  practiceIds: string[];
  /** Granted permission keys, `group.action` (e.g. `transaction.list_transaction`) or a route permission name. */
  permissions: string[];
}

export interface RpcRequestMessage {
  command: string;
  requestId: string;
  actor: Actor | null;
  payload: unknown;
}

export type RpcReplyMessage = { ok: true; data: unknown } | { ok: false; problem: ProblemDetail };
