/** What is left of a demo: 'Bugün', 'Yarın', '5 gün'. */
export function daysLeftText(days: number): string {
  if (days <= 0) return 'Bugün';
  if (days === 1) return 'Yarın';
  return `${days} gün`;
}
