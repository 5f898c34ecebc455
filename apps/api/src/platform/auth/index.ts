export * from './access-token';
export * from './account-state';
export * from './authenticate';
export * from './refresh-cookie';
export * from './session-cache';
export * from './session-user';
export * from './sessions';
export * from './prune';
