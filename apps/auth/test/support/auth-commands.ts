/**
 * Sends commands to an in-process auth service's command bus the way a request from the gateway
 * arrives, and reads the reply: `ok` for a call that must succeed, `problem` for one that must fail.
 */
import { AuthCommands, type AccessProfile, type Actor, type CommandDef, type RpcReplyMessage } from '@dental/contracts';
import type { CommandBus } from '@dental/messaging';

export type Reply<T> = RpcReplyMessage & { data?: T };

/** `actorOfCalls` is asked at each call, so a suite may set its signed-in actor after start-up. */
export function authCommands(bus: CommandBus, actorOfCalls: () => Actor | null = () => null) {
  async function call<T>(command: CommandDef, payload: unknown, actor: Actor | null = actorOfCalls()): Promise<Reply<T>> {
    return (await bus.dispatch({ command: command.name, requestId: 'test', actor, payload })) as Reply<T>;
  }
  async function ok<T>(command: CommandDef, payload: unknown, actor?: Actor | null): Promise<T> {
    const reply = await call<T>(command, payload, actor === undefined ? actorOfCalls() : actor);
    if (!reply.ok) throw new Error(`${command.name} failed: ${reply.problem.message}`);
    return reply.data as T;
  }
  async function problem(command: CommandDef, payload: unknown, actor?: Actor | null) {
    const reply = await call(command, payload, actor === undefined ? actorOfCalls() : actor);
    if (reply.ok) throw new Error(`${command.name} succeeded but should have failed`);
    return reply.problem;
  }
  /** The actor the gateway would send for this user: their grants, without the profile's names. */
  async function actorOf(userId: string): Promise<Actor> {
    const {
      firstName: _f,
      lastName: _l,
      email: _e,
      canUseMultiPractice: _c,
      ...actor
    } = await ok<AccessProfile>(AuthCommands.accessProfile, { userId }, null);
    return actor;
  }
  return { call, ok, problem, actorOf };
}
