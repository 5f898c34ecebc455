// crop section contracts: one file per section, re-exported here.
export {};
