import { Injectable } from '@nestjs/common';
import {
  AuthCommands,
  ClientOnboardingCommands,
  type Actor,
  type ClientRecord,
  type CommandInput,
  type LocationOption,
  type OnboardedClient,
  type Page,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { signedIn } from '../access/actor';
import { ClientAdministration } from './client-administration';
import { ClientOnboarding } from './client-onboarding';
import { usCities, usStates } from './us-locations';

/** `/clients` and the state and city pickers (spec 02 §7 Clients and practices). */
@Injectable()
export class ClientsHandlers {
  constructor(
    private readonly clients: ClientAdministration,
    private readonly onboarding: ClientOnboarding,
  ) {}

  @HandlesCommand(AuthCommands.listClients)
  list(input: CommandInput<typeof AuthCommands.listClients>, actor: Actor | null): Promise<Page<ClientRecord>> {
    return this.clients.list(input, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.getClient)
  get(input: CommandInput<typeof AuthCommands.getClient>, actor: Actor | null): Promise<ClientRecord> {
    return this.clients.get(input.id, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.createClient)
  create(input: CommandInput<typeof AuthCommands.createClient>, actor: Actor | null): Promise<ClientRecord> {
    return this.clients.create(input, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.updateClient)
  update(input: CommandInput<typeof AuthCommands.updateClient>, actor: Actor | null): Promise<ClientRecord> {
    return this.clients.update(input, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.deleteClient)
  remove(input: CommandInput<typeof AuthCommands.deleteClient>, actor: Actor | null): Promise<{ deleted: true }> {
    return this.clients.remove(input.id, signedIn(actor));
  }

  /** Asked by the billing service when a back-office user approves an onboarding request. */
  @HandlesCommand(ClientOnboardingCommands.onboardClient)
  onboard(input: CommandInput<typeof ClientOnboardingCommands.onboardClient>, actor: Actor | null): Promise<OnboardedClient> {
    return this.onboarding.onboard(input, signedIn(actor));
  }

  /** Only the United States is served: any other country answers no states. */
  @HandlesCommand(AuthCommands.listStates)
  states(input: CommandInput<typeof AuthCommands.listStates>): { value: LocationOption[] } {
    return { value: isUs(input.country) ? usStates() : [] };
  }

  @HandlesCommand(AuthCommands.listCities)
  cities(input: CommandInput<typeof AuthCommands.listCities>): { value: LocationOption[] } {
    return { value: isUs(input.country) ? usCities(input.state) : [] };
  }
}

function isUs(country: string): boolean {
  return country === '' || country.toUpperCase() === 'US';
}
