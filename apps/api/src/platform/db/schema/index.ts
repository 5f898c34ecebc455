// The one Drizzle schema of both drivers; drizzle-kit generates migrations from this file.
export * from './audit-log';
export * from './members';
export * from './users';
export * from './sessions';
export * from './one-time-tokens';
export * from './outbox';
export * from './rate-limit';
export * from './contact';
export * from './reference';
export * from './producers';
export * from './prescriptions';
export * from './reference-changes';
export * from './reference-data-version';
export * from './traceability';
export * from './register';
