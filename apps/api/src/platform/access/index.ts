export * from './route-access';
export * from './trc-member';
