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
