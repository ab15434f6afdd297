export * from './kafka-broker';
export * from './azurite';
export * from './sftp-server';
export * from './ports';
export * from './providers';
export * from './clearinghouse';
export * from './card-payments';
