import { describe, expect, it } from 'vitest';
import { planSprayWindow, type ForecastHour } from './spray-planner';

/** A calm, mild, dry hour: 21 °C, 60 %, wind 6 km/h gusting 12. */
const hour = (time: string, more: Partial<ForecastHour> = {}): ForecastHour => ({
  time,
  temperature: 21,
  relativeHumidity: 60,
  precipitation: 0,
  precipitationProbability: 0,
  windSpeed: 6,
  windGusts: 12,
  ...more,
});

const pad = (x: number) => String(x).padStart(2, '0');
/** `count` hours from 16 May 2026 00:00, each changed by `at(index)`. */
function forecast(count: number, at: (i: number) => Partial<ForecastHour> = () => ({})): ForecastHour[] {
  return Array.from({ length: count }, (_, i) => hour(`2026-05-${pad(16 + Math.floor(i / 24))}T${pad(i % 24)}:00`, at(i)));
}

/** The first hour rated, with a dry forecast of 30 hours after it. */
const first = (more: Partial<ForecastHour>, options = {}) => planSprayWindow(forecast(30, (i) => (i === 0 ? more : {})), options).hours[0]!;
const levelOf = (more: Partial<ForecastHour>) => first(more).level;

describe('the spray-window planner: each hour of the next 72 rated', () => {
  it('rates a calm, mild, dry hour good and says why, with the rain-free hours after it', () => {
    const rated = planSprayWindow(forecast(96)).hours;
    expect(rated).toHaveLength(72);
    expect(rated[0]).toMatchObject({ time: '2026-05-16T00:00', level: 'good', deltaT: 5.1, rainFreeHours: 95 });
    expect(rated[0]!.reasons).toEqual(['Rüzgâr 6 km/sa (hamle 12 km/sa), sıcaklık 21 °C, nem %60 (Delta T 5,1 °C), tahminin sonuna kadar (95 saat) yağış beklenmiyor: ilaçlama için uygun.']);
    const wetLater = planSprayWindow(forecast(96, (i) => (i === 20 ? { precipitation: 2 } : {}))).hours[0]!;
    expect(wetLater.reasons[0]).toContain('sonraki 19 saat yağış beklenmiyor');
  });

  it('wind: unsuitable above 15 km/h, a caution from 10 to 15, an inversion caution under 3', () => {
    expect(first({ windSpeed: 15.1 })).toMatchObject({ level: 'unsuitable', reasons: ['Rüzgâr 15,1 km/sa: 15 km/sa üzerinde ilaç damlaları sürüklenir, hedef dışı alanlara ve arılara ulaşır.'] });
    expect(levelOf({ windSpeed: 15 })).toBe('caution');
    expect(levelOf({ windSpeed: 10 })).toBe('caution');
    expect(levelOf({ windSpeed: 9.9 })).toBe('good');
    expect(levelOf({ windSpeed: 3 })).toBe('good');
    expect(first({ windSpeed: 2.9 })).toMatchObject({ level: 'caution', reasons: [expect.stringContaining('inversiyon')] });
  });

  it('gusts: unsuitable above 30 km/h, a caution from 20 to 30, not read when not given', () => {
    expect(first({ windGusts: 30.1 })).toMatchObject({ level: 'unsuitable', reasons: ['Rüzgâr hamlesi 30,1 km/sa: 30 km/sa üzerindeki hamleler damlaları savurur, ilaç hedefe ulaşmaz.'] });
    expect(first({ windGusts: 30 })).toMatchObject({ level: 'caution', reasons: [expect.stringMatching(/^Rüzgâr hamlesi 30 km\/sa: 20–30 km\/sa/)] });
    expect(levelOf({ windGusts: 20 })).toBe('caution');
    expect(levelOf({ windGusts: 19.9 })).toBe('good');
    expect(first({ windGusts: null })).toMatchObject({ level: 'good', reasons: [expect.stringMatching(/^Rüzgâr 6 km\/sa, sıcaklık/)] });
  });

  it('temperature: a caution above 30 °C and under 10 °C, unsuitable above 35 °C and under 5 °C', () => {
    // Humid air, so that Delta T stays low.
    const at = (temperature: number) => levelOf({ temperature, relativeHumidity: 70 });
    expect([at(35.1), at(35), at(30.1), at(30)]).toEqual(['unsuitable', 'caution', 'caution', 'good']);
    expect([at(10), at(9.9), at(5), at(4.9)]).toEqual(['good', 'caution', 'caution', 'unsuitable']);
    expect(first({ temperature: 4.9, relativeHumidity: 80 }).reasons).toEqual(['Sıcaklık 4,9 °C: 5 °C altında bitki ilacı çok az alır ve ıslak yapraklarda don riski vardır.']);
  });

  it('Delta T from the temperature and humidity: a caution above 8 °C, unsuitable above 10 °C', () => {
    expect(first({ temperature: 25, relativeHumidity: 44 })).toMatchObject({ level: 'good', deltaT: 8 });
    expect(first({ temperature: 25, relativeHumidity: 43 })).toMatchObject({ level: 'caution', deltaT: 8.1, reasons: ['Nem %43, sıcaklık 25 °C (Delta T 8,1 °C): buharlaşma artıyor; iri damla ve yeterli su kullanın.'] });
    expect(first({ temperature: 28, relativeHumidity: 36 })).toMatchObject({ level: 'caution', deltaT: 9.9 });
    expect(first({ temperature: 28, relativeHumidity: 35 })).toMatchObject({ level: 'unsuitable', deltaT: 10.1 });
  });

  it('rain on the leaf in the hour: unsuitable from 0,1 mm', () => {
    expect(first({ precipitation: 0.1 })).toMatchObject({ level: 'unsuitable', reasons: ['Bu saatte yağış var (0,1 mm): ıslak yapraktaki ilaç akar ve yıkanır.'] });
    expect(levelOf({ precipitation: 0.09 })).toBe('good');
  });

  it("rain within the product's rainfast time after the hour: 6 hours unless the label says otherwise", () => {
    // The sum at 06:00 is the rain of 05:00–06:00: within 6 hours of spraying at 00:00.
    const wetAt = (i: number, more: Partial<ForecastHour> = { precipitation: 0.4, precipitationProbability: 70 }, options = {}) => planSprayWindow(forecast(30, (k) => (k === i ? more : {})), options).hours[0]!;
    expect(wetAt(6)).toMatchObject({
      level: 'unsuitable',
      rainFreeHours: 5,
      reasons: ['Uygulamadan sonraki 6 saat içinde yağış bekleniyor (05:00–06:00, %70 olasılık, 0,4 mm): ilaç yağmura dayanıklı hale gelmeden yıkanabilir.'],
    });
    expect(wetAt(7)).toMatchObject({ level: 'good', rainFreeHours: 6 });
    // A product rainfast in 2 hours (2,5 read as 3 whole hours).
    expect(wetAt(3, undefined, { rainfastHours: 2 }).level).toBe('good');
    expect(wetAt(3, undefined, { rainfastHours: 2.5 }).level).toBe('unsuitable');
    expect(planSprayWindow(forecast(5), { rainfastHours: 2 }).rainfastHours).toBe(2);
  });

  it('rain probability: 60 % is rain expected, 30–59 % a caution, under 30 % nothing', () => {
    const chance = (p: number) => planSprayWindow(forecast(30, (k) => (k === 3 ? { precipitationProbability: p } : {}))).hours[0]!;
    expect(chance(60).level).toBe('unsuitable');
    expect(chance(59)).toMatchObject({ level: 'caution', reasons: ['Uygulamadan sonraki 6 saat içinde yağış olasılığı %59 (02:00–03:00): ilacın kuruması için gereken süreyi yağmur kesebilir.'] });
    expect(chance(30).level).toBe('caution');
    expect(chance(29).level).toBe('good');
  });

  it('says when the forecast ends before the rainfast time does', () => {
    const last = planSprayWindow(forecast(4)).hours[1]!;
    expect(last).toMatchObject({ level: 'caution', reasons: [expect.stringContaining('6 saatin yalnızca 2 saatini kapsıyor')] });
  });

  it('puts the worst reasons first', () => {
    expect(first({ windSpeed: 12, temperature: 37, relativeHumidity: 70 }).reasons.map((r) => r.slice(0, 9))).toEqual(['Sıcaklık ', 'Rüzgâr 12']);
  });

  it('starts at the hour holding the given time, and rates 72 hours', () => {
    const plan = planSprayWindow(forecast(96), { from: '2026-05-16T09:40' });
    expect(plan.hours[0]!.time).toBe('2026-05-16T09:00');
    expect(plan.hours.at(-1)!.time).toBe('2026-05-19T08:00');
    expect(plan.hours).toHaveLength(72);
  });
});

describe('the next good window and the 3-day strip', () => {
  // Windy all day but for the hours given.
  const calmAt = (calm: number[]) => forecast(96, (i) => (calm.includes(i) ? {} : { windSpeed: 20 }));

  it('is the first run of 3 good hours in a row; 2 are not enough', () => {
    const plan = planSprayWindow(calmAt([5, 6, 30, 31, 32, 33]));
    expect(plan.minWindowHours).toBe(3);
    expect(plan.nextGoodWindow).toEqual({ start: '2026-05-17T06:00', end: '2026-05-17T10:00', hours: 4, text: 'En yakın uygun zaman: 17.05.2026 06:00–10:00 (4 saat).' });
    expect(planSprayWindow(calmAt([5, 6]), { minWindowHours: 2 }).nextGoodWindow?.text).toBe('En yakın uygun zaman: 16.05.2026 05:00–07:00 (2 saat).');
    expect(planSprayWindow(calmAt([5, 6])).nextGoodWindow).toBeNull();
  });

  it('names both days when a window runs past midnight', () => {
    expect(planSprayWindow(calmAt([22, 23, 24, 25])).nextGoodWindow?.text).toBe('En yakın uygun zaman: 16.05.2026 22:00 – 17.05.2026 02:00 (4 saat).');
  });

  it('sums up each day: its good periods, or the hours to spray with care, or none', () => {
    const hours = forecast(96, (i) => (i < 24 ? (i >= 6 && i < 9 ? {} : { windSpeed: 20 }) : i < 48 ? (i === 30 ? {} : { windSpeed: 12 }) : { windSpeed: 25 }));
    const { days } = planSprayWindow(hours);
    expect(days.map((d) => d.date)).toEqual(['2026-05-16', '2026-05-17', '2026-05-18']);
    expect(days[0]).toMatchObject({ level: 'good', counts: { good: 3, caution: 0, unsuitable: 21 }, goodPeriods: [{ start: '2026-05-16T06:00', end: '2026-05-16T09:00', hours: 3 }], text: 'Uygun saatler: 06:00–09:00.' });
    expect(days[1]).toMatchObject({ level: 'caution', counts: { good: 1, caution: 23, unsuitable: 0 }, text: '3 saatlik uygun zaman yok; dikkatle uygulanabilecek saatler: 00:00–24:00.' });
    expect(days[2]).toMatchObject({ level: 'unsuitable', counts: { good: 0, caution: 0, unsuitable: 24 }, goodPeriods: [], text: 'İlaçlama için uygun saat yok.' });
  });
});
