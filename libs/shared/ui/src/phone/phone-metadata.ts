// Phone numbers (spec §3, §5): libphonenumber-js's `core` with only Türkiye's entry of
// its `min` metadata (metadata.tr.min.json, 0.4 KB) instead of the whole table (19.5 KB gzipped
// for `min`, 40 KB for `max`) on the login page. Every phone the portal stores is Turkish; the
// spec's AU default region was the original client's (docs/decisions.md).
import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';
import trMinMetadata from './metadata.tr.min.json';

/** The region a number without a country code is read in. */
export const PHONE_DEFAULT_REGION: CountryCode = 'TR';

export const phoneMetadata = trMinMetadata as MetadataJson;
