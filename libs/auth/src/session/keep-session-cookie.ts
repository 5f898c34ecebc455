// The keepSession cookie (spec §4): removed on the login page, set on the signed-in host when
// missing. Its value is the 'Beni hatırla' choice; the refresh cookie itself is httpOnly and
// the server's business (DESIGN.md §4), so this one only tells the client which kind it has.
export const KEEP_SESSION_COOKIE = 'keepSession';
const REMEMBER_DAYS = 30;

type CookieJar = Pick<Document, 'cookie'> & { location?: Pick<Location, 'protocol'> | null };

/** true / false as stored, or null when the cookie is missing. */
export function readKeepSessionCookie(doc: CookieJar = document): boolean | null {
  const pair = doc.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${KEEP_SESSION_COOKIE}=`));
  if (pair === undefined) return null;
  return pair.slice(KEEP_SESSION_COOKIE.length + 1) === 'true';
}

function attributes(doc: CookieJar): string {
  return `; path=/; SameSite=Lax${doc.location?.protocol === 'https:' ? '; Secure' : ''}`;
}

/** On the login page: no choice is recorded until the next sign-in. */
export function removeKeepSessionCookie(doc: CookieJar = document): void {
  doc.cookie = `${KEEP_SESSION_COOKIE}=${attributes(doc)}; max-age=0`;
}

/** On the signed-in host: records the choice when the cookie is missing; a remembered choice outlives the browser. */
export function ensureKeepSessionCookie(keep: boolean, doc: CookieJar = document): void {
  if (readKeepSessionCookie(doc) !== null) return;
  const lifetime = keep ? `; max-age=${REMEMBER_DAYS * 24 * 60 * 60}` : '';
  doc.cookie = `${KEEP_SESSION_COOKIE}=${keep}${attributes(doc)}${lifetime}`;
}
