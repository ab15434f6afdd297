export * from './naming-strategy';
export * from './service-data-source';
export * from './database.module';
export * from './like-pattern';
export * from './prepared-statement';
export * from './snapshot';
export * from './channel-listener';
