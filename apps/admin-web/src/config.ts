/**
 * The web app's runtime settings (the body-encryption passphrase, whether to seal bodies), asked of
 * the gateway that serves the app (GET /api/settings) once, when the first call needs them. Nothing
 * is built into the bundle, so one built bundle runs against any deployment's keys.
 */
import { WEB_SETTINGS_PATH, webSettingsSchema, type WebSettings } from '@dental/contracts';

let loading: Promise<WebSettings> | undefined;

async function fetchSettings(): Promise<WebSettings> {
  const response = await fetch(WEB_SETTINGS_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${WEB_SETTINGS_PATH} answered ${response.status}`);
  const answer = (await response.json()) as { data?: unknown };
  return webSettingsSchema.parse(answer.data);
}

/** The settings, fetched once; a failed fetch is asked again by the next call rather than remembered. */
export function webSettings(): Promise<WebSettings> {
  loading ??= fetchSettings().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
