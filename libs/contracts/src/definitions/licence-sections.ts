// licence section contracts: one file per section, re-exported here.
export * from './license';
export * from './license-detail';
export * from './mixing-compatibility';
