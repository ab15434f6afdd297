/**
 * Intelepeer (`/intelepeer`): the appointments the voice assistant booked for the client, read and
 * filtered at the provider with the client's credentials, and the status switch, which changes the
 * status at the provider so every reader sees the same.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  CallsCommands,
  VoiceAppointmentMessages,
  type Actor,
  type CommandInput,
  type VoiceAppointment,
  type VoiceAppointmentPage,
} from '@dental/contracts';
import { HandlesCommand, signedIn } from '@dental/messaging';
import { ProviderCredentials } from '../providers/provider-credentials';
import { PROVIDER_SETTINGS, type ProviderSettings } from '../providers/provider-settings';
import { failedListState, recordError } from '../providers/provider-state';
import { INTELEPEER, IntelepeerAdapter } from './intelepeer.adapter';

@Injectable()
export class VoiceAppointmentsHandlers {
  constructor(
    private readonly credentials: ProviderCredentials,
    @Inject(PROVIDER_SETTINGS) private readonly settings: ProviderSettings,
  ) {}

  @HandlesCommand(CallsCommands.listVoiceAppointments)
  async list(input: CommandInput<typeof CallsCommands.listVoiceAppointments>, actor: Actor | null): Promise<VoiceAppointmentPage> {
    const empty = (provider: VoiceAppointmentPage['provider']): VoiceAppointmentPage => ({
      scheduleAppointment: [],
      pagination: { totalPatients: 0, page: input.page, limit: input.limit },
      provider,
    });
    const api = await this.adapter(input.clientId, signedIn(actor));
    if (typeof api === 'string') return empty({ provider: INTELEPEER, state: 'unconfigured', message: api });
    try {
      const found = await api.listAppointments(input);
      return {
        scheduleAppointment: found.appointments,
        pagination: { totalPatients: found.total, page: input.page, limit: input.limit },
        provider: { provider: INTELEPEER, state: 'up' },
      };
    } catch (error) {
      return empty(failedListState(INTELEPEER, error));
    }
  }

  @HandlesCommand(CallsCommands.setVoiceAppointmentStatus)
  async setStatus(input: CommandInput<typeof CallsCommands.setVoiceAppointmentStatus>, actor: Actor | null): Promise<VoiceAppointment> {
    const api = await this.adapter(input.clientId, signedIn(actor));
    if (typeof api === 'string') throw new AppError(ErrorCode.Conflict, api);
    try {
      return await api.setStatus(input.id, input.status);
    } catch (error) {
      recordError(error, VoiceAppointmentMessages.notFound);
    }
  }

  private async adapter(clientId: string | undefined, actor: Actor): Promise<IntelepeerAdapter | string> {
    if (!this.settings.INTELEPEER_API_URL) return `${INTELEPEER} is not configured for this product (INTELEPEER_API_URL)`;
    const found = await this.credentials.of('intelepeer', clientId, actor);
    if (!found.ok) return found.message;
    return new IntelepeerAdapter(this.settings.INTELEPEER_API_URL, found.values, this.settings.PROVIDER_TIMEOUT_MS);
  }
}
