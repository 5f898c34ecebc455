// The member screens' own wording: seats and members' names.

/** '3/5 kullanıcı'; '3 kullanıcı' when the member has no seat limit yet. */
export function seatsText(users: number, seats: number | null): string {
  return seats === null ? `${users} kullanıcı` : `${users}/${seats} kullanıcı`;
}

/**
 * Spec §2 "Member deletion dialog", §5: a member's name with the first letter of each word in
 * upper case by Turkish rules ('istanbul tarım' → 'İstanbul Tarım'). The rest stays as written:
 * the shared capitalizeTr (for person names) lowers it, which would turn 'A.Ş.' into 'A.ş.'.
 */
export function displayName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('tr-TR') + word.slice(1))
    .join(' ');
}
