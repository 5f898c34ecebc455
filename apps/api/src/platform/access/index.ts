export * from './route-access';
export * from './trc-member';
export * from './token-routes';
