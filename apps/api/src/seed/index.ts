export * from './seed-demo-accounts';
export * from './reference';
