export * from './turkish-text';
export * from './persisted-slice';
export * from './input-rules';
export * from './format';
export * from './cookies';
