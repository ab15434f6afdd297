/**
 * The two 2FA SMS logs (`/ring-central`, `/aircall-sms`): the client's messages as each provider
 * keeps them, through its API with the client's credentials and the provider's own paging. A
 * provider that fails or has no credentials gives an empty table saying why (spec 03 §8).
 */
import { Inject, Injectable } from '@nestjs/common';
import { CallsCommands, type Actor, type CommandInput, type ProviderState, type SmsListQuery, type SmsPage } from '@dental/contracts';
import { HandlesCommand, signedIn } from '@dental/messaging';
import { ProviderCredentials } from '../providers/provider-credentials';
import { PROVIDER_SETTINGS, type ProviderSettings } from '../providers/provider-settings';
import { failedListState } from '../providers/provider-state';
import { AIRCALL, AircallAdapter } from '../call-log/aircall.adapter';
import { RINGCENTRAL, RingCentralAdapter } from './ringcentral.adapter';

const epochSeconds = (iso: string | undefined) => (iso ? Math.floor(Date.parse(iso) / 1000) : undefined);

@Injectable()
export class SmsLogsHandlers {
  constructor(
    private readonly credentials: ProviderCredentials,
    @Inject(PROVIDER_SETTINGS) private readonly settings: ProviderSettings,
  ) {}

  @HandlesCommand(CallsCommands.ringCentralMessages)
  async ringCentral(input: CommandInput<typeof CallsCommands.ringCentralMessages>, actor: Actor | null): Promise<SmsPage> {
    const found = await this.credentials.of('ringcentral', input.clientId, signedIn(actor));
    if (!found.ok) return empty(input, { provider: RINGCENTRAL, state: 'unconfigured', message: found.message });
    const api = new RingCentralAdapter(this.settings.RINGCENTRAL_API_URL, found.values, this.settings.PROVIDER_TIMEOUT_MS);
    try {
      const page = await api.listMessages(input, input.page, input.perPage);
      return {
        records: page.records,
        paging: { page: input.page, perPage: input.perPage, totalElements: page.totalElements },
        provider: { provider: RINGCENTRAL, state: 'up' },
      };
    } catch (error) {
      return empty(input, failedListState(RINGCENTRAL, error));
    }
  }

  @HandlesCommand(CallsCommands.aircallMessages)
  async aircall(input: CommandInput<typeof CallsCommands.aircallMessages>, actor: Actor | null): Promise<SmsPage> {
    const found = await this.credentials.of('aircall', input.clientId, signedIn(actor));
    if (!found.ok) return empty(input, { provider: AIRCALL, state: 'unconfigured', message: found.message });
    const api = new AircallAdapter(this.settings.AIRCALL_API_URL, found.values, this.settings.PROVIDER_TIMEOUT_MS);
    try {
      const filters = { phoneNumber: input.phoneNumber, from: epochSeconds(input.dateFrom), to: epochSeconds(input.dateTo) };
      const page = await api.listMessages(filters, input.page, input.perPage);
      return {
        records: page.items,
        paging: { page: input.page, perPage: input.perPage, totalElements: page.meta.total },
        provider: { provider: AIRCALL, state: 'up' },
      };
    } catch (error) {
      return empty(input, failedListState(AIRCALL, error));
    }
  }
}

function empty(input: SmsListQuery, provider: ProviderState): SmsPage {
  return { records: [], paging: { page: input.page, perPage: input.perPage, totalElements: 0 }, provider };
}
