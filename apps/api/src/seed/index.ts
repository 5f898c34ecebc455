export * from './seed-demo-accounts';
