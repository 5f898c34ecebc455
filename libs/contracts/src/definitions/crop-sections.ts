// crop section contracts: one file per section, re-exported here.
export * from './harmful-organism';
export * from './active-substance';
export * from './plant-nutrition-product';
export * from './note';
