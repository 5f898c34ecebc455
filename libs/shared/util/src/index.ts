export * from './turkish-text';
