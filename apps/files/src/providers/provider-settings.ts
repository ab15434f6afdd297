/** The providers' addresses and deadline (configuration; credentials come from the Credentials screen). */
export interface ProviderSettings {
  AIRCALL_API_URL: string;
  RINGCENTRAL_API_URL: string;
  INTELEPEER_API_URL?: string;
  PROVIDER_TIMEOUT_MS: number;
}

export const PROVIDER_SETTINGS = Symbol('PROVIDER_SETTINGS');
