import { z } from 'zod';

/**
 * The web app's runtime settings, which the gateway serves and the web app reads once as it loads.
 * They come from the gateway's own configuration, never from the build, so one built bundle works
 * against any deployment's keys. The body-encryption passphrase is here because the browser needs it
 * to seal bodies: every visitor can read it, as from any bundle, so it is an extra layer over TLS and
 * never a secret (spec README decision 2).
 */
export const WEB_SETTINGS_PATH = '/api/settings';

export const webSettingsSchema = z.object({
  /** Passphrase of the encrypted body envelope (PBKDF2, 999 iterations, AES). */
  bodyEncryptionKey: z.string().min(16),
  /** Whether the web app seals its request bodies; answers the routes mark are sealed either way. */
  encryptBodies: z.boolean(),
});
export type WebSettings = z.infer<typeof webSettingsSchema>;
