/** Whether a Cookie header or `document.cookie` string holds a cookie called `name` (by its whole name). */
export function hasCookie(cookies: string | undefined, name: string): boolean {
  return cookies !== undefined && cookies.split(';').some((part) => part.trimStart().startsWith(`${name}=`));
}
