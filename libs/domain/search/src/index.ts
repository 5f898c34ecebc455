// Search rules the API and the web share: the Turkish and spelling fold, query tokens.
export {
  MAX_QUERY_TOKENS,
  queryTokensOf,
  searchKeyOf,
  SPELLING_RULES,
  tokenMatches,
  tokenPattern,
  turkishFold,
  type QueryToken,
  type QueryTokenKind,
} from './search-key';

import names from './data/iso-turkish-names.json';
/** Real active-substance names with their Turkish spellings: the fold's test list (both sides test on it). */
export const ISO_TURKISH_NAMES: ReadonlyArray<{ iso: string; tr: string }> = names.names;
