/**
 * A lazy page's code together with Mantine's whole sheet (page-styles.ts): the page renders
 * only once the styles of whatever it draws are there. The first page carries only its own
 * part of the sheet (first-page-styles.css).
 */
export function withPageStyles<T>(page: Promise<T>): Promise<T> {
  return Promise.all([page, import('./page-styles')]).then(([module]) => module);
}
