/** The services behind the gateway. Each owns a Postgres schema of the same name. */
export const SERVICES = ['auth', 'verification', 'templates', 'billing', 'files', 'reports'] as const;
export type ServiceName = (typeof SERVICES)[number];
