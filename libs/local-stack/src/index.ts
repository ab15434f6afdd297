export * from './kafka-broker';
