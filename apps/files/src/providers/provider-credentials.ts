/**
 * A client's provider credentials, asked of the auth service (which keeps the Credentials screen's
 * groups encrypted) each time a provider is called, with the caller's actor: the auth service
 * answers only a group on a practice the caller may reach, and a change on the Credentials screen
 * applies to the next call. Nothing is kept here.
 */
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ProviderCredentialCommands, ProviderCredentialGroups, credentialValues, type Actor, type CallProvider } from '@dental/contracts';
import { RpcClient } from '@dental/messaging';

export type CredentialLookup<P extends CallProvider> =
  { ok: true; values: Record<(typeof ProviderCredentialGroups)[P]['keys'][number], string> } | { ok: false; message: string };

@Injectable()
export class ProviderCredentials {
  constructor(private readonly rpc: RpcClient) {}

  async of<P extends CallProvider>(provider: P, clientId: string | undefined, actor: Actor): Promise<CredentialLookup<P>> {
    const answer = await this.rpc.send(ProviderCredentialCommands.providerCredentials, { provider, clientId }, actor, randomUUID());
    const { label, keys } = ProviderCredentialGroups[provider];
    if (!answer)
      return {
        ok: false,
        message: `No ${label} credentials for this client: add a '${label}' group (${keys.join(', ')}) on the Credentials screen`,
      };
    const checked = credentialValues(provider, answer.values);
    if (!checked.ok)
      return { ok: false, message: `The '${label}' credentials lack '${checked.missing}': complete them on the Credentials screen` };
    return { ok: true, values: checked.values };
  }
}
