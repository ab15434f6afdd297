export * from './load-config';
export * from './variables';
