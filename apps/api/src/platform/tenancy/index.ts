// Tenancy: the member scope of every member-owned record, and the typed transaction.
export * from './member-scope';
export { inTransaction } from './transaction';
