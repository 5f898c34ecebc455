export * from './entry';
