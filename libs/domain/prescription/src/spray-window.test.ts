import { describe, expect, it } from 'vitest';
import { sprayWindowHint, type SprayWeather } from './spray-window';

const day = (date: string, more: Partial<SprayWeather['daily'][number]> = {}): SprayWeather['daily'][number] => ({
  date,
  temperatureMax: 26,
  temperatureMin: 14,
  precipitationSum: 0,
  precipitationProbabilityMax: 10,
  windSpeedMax: 12,
  ...more,
});
const weather = (current: Partial<SprayWeather['current']> = {}, daily: SprayWeather['daily'] = [day('2026-05-15'), day('2026-05-16')]): SprayWeather => ({
  current: { temperature: 21, relativeHumidity: 60, precipitation: 0, windSpeed: 6, ...current },
  daily,
});

describe('sprayWindowHint', () => {
  it('is good on a calm, mild, dry day, and says why', () => {
    expect(sprayWindowHint(weather())).toEqual({
      suitable: true,
      level: 'good',
      reasons: ['Rüzgâr 6 km/sa, sıcaklık 21 °C, nem %60, yağış beklenmiyor: ilaçlama için uygun.'],
    });
  });

  it('reads wind: drift above 15 km/h, caution from 10, inversion under 3', () => {
    expect(sprayWindowHint(weather({ windSpeed: 18 }))).toMatchObject({ suitable: false, level: 'unsuitable', reasons: [expect.stringContaining('Rüzgâr 18 km/sa: 15 km/sa üzerinde')] });
    expect(sprayWindowHint(weather({ windSpeed: 15 })).level).toBe('caution');
    expect(sprayWindowHint(weather({ windSpeed: 10 })).level).toBe('caution');
    expect(sprayWindowHint(weather({ windSpeed: 9.9 })).level).toBe('good');
    expect(sprayWindowHint(weather({ windSpeed: 2 }))).toMatchObject({ suitable: true, level: 'caution', reasons: [expect.stringContaining('inversiyon')] });
    expect(sprayWindowHint(weather({}, [day('2026-05-15', { windSpeedMax: 28 })])).reasons[0]).toBe('Bugün rüzgâr 28 km/sa hıza çıkabilir; uygulamayı rüzgâr artmadan bitirin.');
  });

  it('reads rain: now or expected today washes the product off; tomorrow is a caution', () => {
    expect(sprayWindowHint(weather({ precipitation: 0.4 }))).toMatchObject({ level: 'unsuitable', reasons: ['Şu anda yağış var (0,4 mm): ilaç yapraktan yıkanır.'] });
    expect(sprayWindowHint(weather({}, [day('2026-05-15', { precipitationProbabilityMax: 70, precipitationSum: 1 })])).reasons).toEqual([
      'Bugün yağış bekleniyor (%70 olasılık, 1 mm): ilaç yağmura dayanıklı hale gelmeden yıkanabilir.',
    ]);
    expect(sprayWindowHint(weather({}, [day('2026-05-15', { precipitationProbabilityMax: null, precipitationSum: 2 })])).level).toBe('unsuitable');
    expect(sprayWindowHint(weather({}, [day('2026-05-15', { precipitationProbabilityMax: 59, precipitationSum: 1.9 })])).level).toBe('good');
    expect(sprayWindowHint(weather({}, [day('2026-05-15'), day('2026-05-16', { precipitationProbabilityMax: 80, precipitationSum: 6 })]))).toMatchObject({
      suitable: true,
      level: 'caution',
      reasons: ['Yarın (16.05.2026) yağış bekleniyor (%80 olasılık, 6 mm): ilacın kuruyup yağmura dayanıklı hale gelmesi için uygulamayı erken bitirin.'],
    });
  });

  it('reads temperature: above 30 °C and under 10 °C a caution, above 35 °C and under 5 °C unsuitable', () => {
    expect(sprayWindowHint(weather({ temperature: 32, relativeHumidity: 60 })).level).toBe('caution');
    expect(sprayWindowHint(weather({ temperature: 37, relativeHumidity: 60 })).level).toBe('unsuitable');
    expect(sprayWindowHint(weather({ temperature: 8, relativeHumidity: 70 })).reasons[0]).toBe('Sıcaklık 8 °C: 10 °C altında sistemik ilaçların alımı yavaşlar, etki düşebilir.');
    expect(sprayWindowHint(weather({ temperature: 3, relativeHumidity: 80 })).level).toBe('unsuitable');
    expect(sprayWindowHint(weather({}, [day('2026-05-15', { temperatureMax: 33 })])).reasons[0]).toBe('Bugün en yüksek sıcaklık 33 °C: uygulamayı günün serin saatlerinde yapın.');
  });

  it('reads evaporation from heat with dry air (Delta T)', () => {
    // 25 °C at 40 %: Delta T ≈ 8,6 °C, marginal.
    expect(sprayWindowHint(weather({ temperature: 25, relativeHumidity: 40 }))).toMatchObject({ level: 'caution', reasons: ['Nem %40, sıcaklık 25 °C (Delta T 8,6 °C): buharlaşma artıyor; iri damla ve yeterli su kullanın.'] });
    // 28 °C at 30 %: Delta T ≈ 11,1 °C.
    expect(sprayWindowHint(weather({ temperature: 28, relativeHumidity: 30 })).level).toBe('unsuitable');
    expect(sprayWindowHint(weather({ temperature: 25, relativeHumidity: 60 })).level).toBe('good');
  });

  it('puts the worst reasons first', () => {
    const hint = sprayWindowHint(weather({ windSpeed: 12, precipitation: 1 }));
    expect(hint.level).toBe('unsuitable');
    expect(hint.reasons.map((r) => r.slice(0, 12))).toEqual(['Şu anda yağı', 'Rüzgâr 12 km']);
  });

  it('reads the current weather alone when there is no forecast', () => {
    expect(sprayWindowHint(weather({}, [])).level).toBe('good');
  });
});
