export * from './object-storage';
export * from './redis.module';
