// MRL section contracts (spec §3 "MRL entities", §7 "MRL"): one file per section.
export * from './mrl-active-substance';
export * from './mrl-plant';
export * from './mrl-rate';
