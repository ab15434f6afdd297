import { Injectable } from '@nestjs/common';
import {
  AuthCommands,
  PermissionTypes,
  SYSTEM_CATALOG,
  type Actor,
  type CommandInput,
  type SystemPermission,
  type SystemPermissionNode,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { signedIn } from '../access/actor';
import { PermissionCatalogue } from './permission-catalogue';

/** The `/permissions` screen's calls; the gateway has checked the `permissions` key. */
@Injectable()
export class PermissionsHandlers {
  constructor(private readonly catalogue: PermissionCatalogue) {}

  @HandlesCommand(AuthCommands.listSystemPermissions)
  list(): Promise<SystemPermissionNode[]> {
    return this.catalogue.tree();
  }

  @HandlesCommand(AuthCommands.createSystemPermission)
  create(input: CommandInput<typeof AuthCommands.createSystemPermission>, actor: Actor | null): Promise<SystemPermission> {
    return this.catalogue.create(input, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.updateSystemPermission)
  update(input: CommandInput<typeof AuthCommands.updateSystemPermission>): Promise<SystemPermission> {
    return this.catalogue.update(input.id, input);
  }

  @HandlesCommand(AuthCommands.deleteSystemPermission)
  remove(input: CommandInput<typeof AuthCommands.deleteSystemPermission>): Promise<{ deleted: number }> {
    return this.catalogue.remove(input.id);
  }

  @HandlesCommand(AuthCommands.permissionTypes)
  types(): string[] {
    return [...PermissionTypes];
  }

  @HandlesCommand(AuthCommands.systemCatalog)
  catalogs(): { _id: string; name: string }[] {
    return [{ ...SYSTEM_CATALOG }];
  }
}
