import { Injectable } from '@nestjs/common';
import { AuthCommands, type Actor, type ClientGrants, type CommandInput } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { signedIn } from '../access/actor';
import { ClientGrantsService } from './client-grants';

/** `/clients/permissions` and the user form's permission tree. */
@Injectable()
export class ClientGrantsHandlers {
  constructor(private readonly grants: ClientGrantsService) {}

  @HandlesCommand(AuthCommands.clientGrants)
  get(input: CommandInput<typeof AuthCommands.clientGrants>, actor: Actor | null): Promise<ClientGrants> {
    const caller = signedIn(actor);
    return this.grants.grants(input.clientId ?? caller.clientId, caller);
  }

  @HandlesCommand(AuthCommands.grantClientPermission)
  grant(input: CommandInput<typeof AuthCommands.grantClientPermission>, actor: Actor | null): Promise<{ granted: string[] }> {
    return this.grants.grant(input.clientId, input.permissionId, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.revokeClientPermission)
  revoke(input: CommandInput<typeof AuthCommands.revokeClientPermission>, actor: Actor | null): Promise<{ revoked: string[] }> {
    return this.grants.revoke(input.clientId, input.permissionId, signedIn(actor));
  }
}
