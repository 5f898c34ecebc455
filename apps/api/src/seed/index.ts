export * from './seed-demo-accounts';
export * from './reference';
export * from './seed-demo-producers';
export * from './seed-demo-members';
export * from './seed-demo-lots';
