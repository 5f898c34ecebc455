// How the MRL page writes limits, dates and percentages (Turkish forms: 0,01 mg/kg; 01.07.2024; %80).

/** 0.01 → '0,01'; up to four decimals, as limits are set. */
export const mgText = (value: number) => value.toLocaleString('tr-TR', { maximumFractionDigits: 4 });

/** 'YYYY-MM-DD' → '01.07.2024'. */
export const dayText = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** 80 → '%80', 100.5 → '%100,5'. */
export const percentText = (value: number) => `%${value.toLocaleString('tr-TR', { maximumFractionDigits: 1 })}`;

/** An MRL product's code with its sub code: 0231010-001. */
export const productCode = (p: { code: string; subCode: string | null }) => (p.subCode ? `${p.code}-${p.subCode}` : p.code);
