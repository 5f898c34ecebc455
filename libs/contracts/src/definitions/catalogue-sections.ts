// catalogue section contracts: one file per section (the three group lists share group.ts), re-exported here.
export * from './unit';
export * from './formulation';
export * from './group';
export * from './license-company';
