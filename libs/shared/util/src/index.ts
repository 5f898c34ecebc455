export * from './turkish-text';
export * from './persisted-slice';
