export * from './demo-data';
export * from './test-database';
export * from './kafka-broker';
export * from './object-storage';
export * from './redis-prefix';
export * from './factories';
