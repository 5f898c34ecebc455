// The one Drizzle schema of both drivers; drizzle-kit generates migrations from this file.
export * from './audit-log';
