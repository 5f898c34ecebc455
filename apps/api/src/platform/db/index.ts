export * from './database';
export * from './notify';
export * from './prepared';
export * from './schema';
export * from './folded-search';
export * from './pg-error';
