import type { CommandDef } from '@dental/contracts';

export const COMMAND_HANDLER = Symbol('COMMAND_HANDLER');

/**
 * Marks the method that answers a command of the contracts' catalogue. The method receives the
 * validated input and the actor: `(input: CommandInput<typeof X>, actor: Actor | null)`.
 */
export function HandlesCommand(command: CommandDef): MethodDecorator {
  return (_target, _key, descriptor) => {
    Reflect.defineMetadata(COMMAND_HANDLER, command, descriptor.value as object);
    return descriptor;
  };
}
