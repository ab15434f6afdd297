export * from './object-storage';
export * from './object-storage.module';
export * from './redis.module';
export * from './job-queues';
export * from './personal-jobs';
