export * from './enums';
export * from './hosts';
export * from './access';
export * from './api';
export * from './auth';
export * from './contact';
