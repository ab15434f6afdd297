/** Build-time settings of the web app, read once from Vite's environment. */
export const webConfig = {
  bodyEncryptionKey: import.meta.env.VITE_BODY_ENCRYPTION_KEY || 'dev-body-encryption-key-2026',
  encryptBodies: import.meta.env.VITE_ENCRYPT_BODIES !== 'false',
} as const;
