export * from './seed-reference-data';
