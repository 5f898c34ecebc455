// Reference data and MRL (DESIGN.md §8, spec §2 "Definition sections", §3): one file per group.
// search-text.ts (foldForSearch from @portal/shared/util) is imported directly, not from
// here: drizzle-kit loads this index without the workspace's path aliases.
export * from './collation';
export * from './in-use';
export * from './units';
export * from './formulations';
export * from './groups';
export * from './companies';
export * from './plants';
export * from './mrl';
export * from './active-substances';
export * from './licences';
export * from './mixing-compatibility';
export * from './plant-nutrition';
export * from './notes';
