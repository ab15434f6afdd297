/**
 * Provider credentials come from the Credentials screen (the auth service keeps them encrypted):
 * a client's call and SMS providers read with the credential group labelled with the provider's
 * name (`Aircall`, `RingCentral`, `IntelePeer`) on a practice of that client. The files service asks
 * the auth service for the group, with the caller's actor, whenever it talks to a provider; no
 * route serves this command, so no browser can ask it.
 */
import { z } from 'zod';
import { defineCommand } from '../messaging/commands';

export const CALL_PROVIDERS = ['aircall', 'ringcentral', 'intelepeer'] as const;
export type CallProvider = (typeof CALL_PROVIDERS)[number];

/** The credential group's label on the Credentials screen, and the keys each adapter needs. */
export const ProviderCredentialGroups = {
  aircall: { label: 'Aircall', keys: ['apiId', 'apiToken'] },
  ringcentral: { label: 'RingCentral', keys: ['clientId', 'clientSecret', 'jwt'] },
  intelepeer: { label: 'IntelePeer', keys: ['apiKey'] },
} as const satisfies Record<CallProvider, { label: string; keys: readonly string[] }>;

export const providerCredentialsSchema = z
  .object({
    provider: z.enum(CALL_PROVIDERS),
    /** The client the caller works for now (the request's clientId); the actor's own client otherwise. */
    clientId: z.string().max(24).optional(),
  })
  .strict();

/** The group's values, or null when no practice of the client has that group. */
export type ProviderCredentialAnswer = { values: Record<string, string> } | null;

export const ProviderCredentialCommands = {
  providerCredentials: defineCommand<ProviderCredentialAnswer>()('auth', 'credentials.provider', providerCredentialsSchema),
} as const;

/** The credentials an adapter needs from a group, or the first key missing. */
export function credentialValues<P extends CallProvider>(
  provider: P,
  values: Record<string, string>,
): { ok: true; values: Record<(typeof ProviderCredentialGroups)[P]['keys'][number], string> } | { ok: false; missing: string } {
  const group = ProviderCredentialGroups[provider];
  for (const key of group.keys) if (!values[key]) return { ok: false, missing: key };
  return { ok: true, values: values as Record<(typeof ProviderCredentialGroups)[P]['keys'][number], string> };
}
