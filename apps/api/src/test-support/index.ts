export * from './build-test-app';
export * from './database';
export * from './postgres-admin';
export * from './users';
export * from './producers';
export * from './prescriptions';
