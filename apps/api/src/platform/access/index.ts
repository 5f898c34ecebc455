export * from './route-access';
