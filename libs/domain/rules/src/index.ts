// Rules that must give the same answer in the browser and in the API (DESIGN.md §6
// "domain/*"): pure functions, no I/O, no framework.
export * from './identity-numbers';
