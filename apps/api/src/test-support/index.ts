export * from './build-test-app';
export * from './database';
export * from './postgres-admin';
