export * from './object-storage';
export * from './object-storage.module';
export * from './redis.module';
