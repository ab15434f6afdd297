/**
 * Service side of request-reply: validates the payload against the command's schema, calls the one
 * handler, and turns every outcome into a reply. Unknown failures are logged with the request id and
 * answered with a message safe to show.
 */
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  Messages,
  commandsOf,
  parseInput,
  type Actor,
  type CommandDef,
  type RpcReplyMessage,
  type RpcRequestMessage,
  type ServiceName,
} from '@dental/contracts';
import { HandlerDiscovery, type DiscoveredHandler } from '../handler-discovery';
import { COMMAND_HANDLER } from './handles-command.decorator';
import { checkWiring, WiringError } from '../wiring-error';

@Injectable()
export class CommandBus implements OnApplicationBootstrap {
  private readonly logger = new Logger(CommandBus.name);
  private readonly handlers = new Map<string, DiscoveredHandler<CommandDef>>();

  constructor(
    private readonly service: ServiceName,
    private readonly discovery: HandlerDiscovery,
  ) {}

  onApplicationBootstrap(): void {
    const found = this.discovery.find<CommandDef>(COMMAND_HANDLER);
    const problems = checkWiring(
      this.service,
      'command',
      commandsOf(this.service).map((c) => c.name),
      found.map((h) => ({ name: h.meta.service === this.service ? h.meta.name : `${h.meta.service}:${h.meta.name}`, owner: h.owner })),
    );
    if (problems.length > 0) throw new WiringError(this.service, problems);
    for (const handler of found) this.handlers.set(handler.meta.name, handler);
  }

  async dispatch(message: RpcRequestMessage): Promise<RpcReplyMessage> {
    const started = Date.now();
    try {
      const handler = this.handlers.get(message?.command);
      if (!handler) throw new AppError(ErrorCode.NotFound, `Unknown command '${String(message?.command)}'`, false);
      const input = parseInput(handler.meta.request, message.payload ?? {});
      const data = await handler.call(input, (message.actor ?? null) as Actor | null);
      return { ok: true, data: data ?? null };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, problem: error.toProblem() };
      this.logger.error(
        { err: error, requestId: message?.requestId, command: message?.command },
        `command ${String(message?.command)} failed after ${Date.now() - started} ms`,
      );
      return { ok: false, problem: { code: ErrorCode.Internal, message: Messages.tryAgain, displayable: true } };
    }
  }
}
