// How the home panels write numbers and instants (Turkish forms: 1.234; 24.11.2026 14:05, Türkiye's time).

/** 1.234 */
export const num = (value: number) => value.toLocaleString('tr-TR');

const instant = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });
const day = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Istanbul' });

/** An instant in Türkiye's time: '24.11.2026 14:05'. */
export const instantText = (iso: string) => instant.format(new Date(iso));
/** An instant's day in Türkiye: '24.11.2026'. */
export const dayText = (iso: string) => day.format(new Date(iso));
