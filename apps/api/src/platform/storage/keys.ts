/** Keys are made by the API, never by a client; the check stops a bug from leaving the directory or bucket prefix. */
const safeKey = /^[a-z0-9-]+(\/[a-z0-9-]+)*(\.[a-z0-9]+)?$/;

/** `key`, once it is known to be one the API makes (both drivers check it). */
export function checkedKey(key: string): string {
  if (!safeKey.test(key)) throw new Error(`file store: bad key ${key}`);
  return key;
}
