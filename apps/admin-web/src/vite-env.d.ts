/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Passphrase of the encrypted body layer (spec README decision 2); must match the gateway's. */
  readonly VITE_BODY_ENCRYPTION_KEY?: string;
  /** 'false' sends request bodies in clear; anything else seals them. */
  readonly VITE_ENCRYPT_BODIES?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
