// Reference changes: the feed entry, what counts as a change, recording it with
// its flags and notices in the write's transaction, and reading it for someone.
export * from './entry';
export { licenceChangeKind, mrlChangeKind } from './kinds';
export { recordLicenceChange, recordMrlRateChange, recordReferenceChange, type NewReferenceChange } from './record';
export { CHANGES_PATH, noticeBody, noticeTitle } from './notices';
export { changeEntriesFor, changeFlagsOf, countingMemberOf, memberAffectedCounts } from './reads';
export { todayInTurkey } from './today';
