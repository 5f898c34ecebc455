import type { AreaSprayPlanDto } from '@portal/contracts';
import { planSprayWindow, type ForecastHour } from '@portal/domain/prescription';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render';
import { NO_GOOD_WINDOW_TEXT, SprayStrip } from './spray-strip';

/**
 * Four days from 1 May 2026 as the weather stand-in serves them: still nights (caution), calm
 * mornings 06–09 and evenings 17–23 (good), windy middays (caution); on 3 May it rains 13–16.
 */
function forecast(change: (h: ForecastHour, i: number) => Partial<ForecastHour> = () => ({})): ForecastHour[] {
  return Array.from({ length: 96 }, (_, i) => {
    const clock = i % 24;
    const part = clock < 6 ? 0 : clock < 10 ? 1 : clock < 17 ? 2 : clock < 21 ? 3 : 4;
    const raining = i >= 62 && i <= 64;
    const h: ForecastHour = {
      time: `2026-05-0${1 + Math.floor(i / 24)}T${String(clock).padStart(2, '0')}:00`,
      temperature: [14, 18, 27, 22, 16][part]!,
      relativeHumidity: [85, 70, 45, 60, 80][part]!,
      precipitation: raining ? 1.2 : 0,
      precipitationProbability: raining ? 80 : 5,
      windSpeed: [2, 6, 13, 7, 4][part]!,
      windGusts: [4, 11, 23, 12, 8][part]!,
    };
    return { ...h, ...change(h, i) };
  });
}

/** The plan from 14:00 on 1 May: 72 hours, to 13:00 on 4 May. */
const answer = (hours = forecast()): AreaSprayPlanDto => ({ available: true, fetchedAt: '2026-05-01T11:05:00.000Z', plan: planSprayWindow(hours, { from: '2026-05-01T14:20' }) });

const cells = () => within(screen.getByRole('group', { name: /^Saat saat ilaçlama uygunluğu/ })).getAllByRole('button');
const detail = () => screen.getByTestId('spray-hour-detail');

describe('SprayStrip (spray-window planner ★: the compact 3-day strip)', () => {
  it('states the next good window in words, a legend that is not colour alone, each day’s summary and one labelled cell per rated hour', () => {
    renderUi(<SprayStrip plan={answer()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'İlaçlama zamanı (önümüzdeki 72 saat)' })).toBeTruthy();
    expect(screen.getByTestId('spray-next-window').textContent).toBe('En yakın uygun zaman: 01.05.2026 17:00–24:00 (7 saat).');
    const legend = screen.getByRole('list', { name: 'Renklerin ve desenlerin anlamı' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Uygun (düz dolgu)', 'Dikkat (çizgili)', 'Uygun değil (kareli)']);
    // A day per row, named; the hours before 14:00 on the first day are not rated (empty slots).
    const days = screen.getAllByTestId('spray-day');
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual(['1 Mayıs Cuma', '2 Mayıs Cumartesi', '3 Mayıs Pazar', '4 Mayıs Pazartesi']);
    expect(within(days[0]!).getAllByRole('button')).toHaveLength(10);
    expect(within(days[3]!).getAllByRole('button')).toHaveLength(14);
    expect(cells()).toHaveLength(72);
    expect(within(days[1]!).getByText('Uygun saatler: 06:00–10:00, 17:00–24:00.')).toBeTruthy();
    expect(within(days[2]!).getByText('Uygun saatler: 06:00–08:00, 17:00–24:00.')).toBeTruthy();
    // Every cell says its hour and its rating in words; the pattern comes from data-level.
    const seven = within(days[1]!).getByRole('button', { name: '07:00–08:00: Uygun' });
    expect(seven.getAttribute('data-level')).toBe('good');
    expect(within(days[1]!).getByRole('button', { name: '12:00–13:00: Dikkat' }).getAttribute('data-level')).toBe('caution');
    expect(within(days[2]!).getByRole('button', { name: '08:00–09:00: Uygun değil' }).getAttribute('data-level')).toBe('unsuitable');
    expect(within(days[1]!).getByRole('button', { name: '23:00–24:00: Uygun' })).toBeTruthy();
  });

  it('shows the first hour of the next good window at first; one tab stop for all the cells', () => {
    renderUi(<SprayStrip plan={answer()} />);
    const focusable = cells().filter((c) => c.tabIndex === 0);
    expect(focusable).toHaveLength(1);
    expect(focusable[0]!.getAttribute('aria-label')).toBe('17:00–18:00: Uygun');
    expect(focusable[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(within(detail()).getByText('1 Mayıs Cuma, 17:00–18:00')).toBeTruthy();
    expect(within(detail()).getByText(/^Rüzgâr 7 km\/sa \(hamle 12 km\/sa\), sıcaklık 22 °C, nem %60/)).toBeTruthy();
    expect(within(detail()).getByText('Sıcaklık 22 °C · Nem %60 · Rüzgâr 7 km/sa (hamle 12 km/sa) · Yağış 0 mm, olasılık %5 · Delta T 5,2 °C')).toBeTruthy();
  });

  it('hover, focus and tap show an hour’s details with the Turkish reasons; the arrow keys move through the hours and the days', () => {
    renderUi(<SprayStrip plan={answer()} />);
    const days = screen.getAllByTestId('spray-day');
    // Hover: a windy midday.
    fireEvent.mouseEnter(within(days[1]!).getByRole('button', { name: '12:00–13:00: Dikkat' }));
    expect(within(detail()).getByText('2 Mayıs Cumartesi, 12:00–13:00')).toBeTruthy();
    expect(within(detail()).getByText('Dikkat')).toBeTruthy();
    expect(within(detail()).getByText(/^Rüzgâr 13 km\/sa: 10–15 km\/sa arasında sürüklenme riski artar/)).toBeTruthy();
    expect(within(detail()).getByText(/^Rüzgâr hamlesi 23 km\/sa: 20–30 km\/sa hamleler/)).toBeTruthy();
    // Tap: the morning washed off by the rain on 3 May.
    fireEvent.click(within(days[2]!).getByRole('button', { name: '08:00–09:00: Uygun değil' }));
    expect(within(detail()).getByText(/^Uygulamadan sonraki 6 saat içinde yağış bekleniyor \(13:00–14:00, %80 olasılık, 1,2 mm\)/)).toBeTruthy();
    // Keyboard: right is the next hour, down the same hour the next day, End the day's last.
    const eight = within(days[2]!).getByRole('button', { name: '08:00–09:00: Uygun değil' });
    eight.focus();
    fireEvent.keyDown(eight, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('09:00–10:00: Uygun değil');
    expect(within(detail()).getByText('3 Mayıs Pazar, 09:00–10:00')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(within(detail()).getByText('4 Mayıs Pazartesi, 09:00–10:00')).toBeTruthy();
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(within(detail()).getByText('3 Mayıs Pazar, 23:00–24:00')).toBeTruthy();
    // The buttons beside the details step too (a phone has no arrow keys).
    fireEvent.click(within(detail()).getByRole('button', { name: 'Önceki saat' }));
    expect(within(detail()).getByText('3 Mayıs Pazar, 22:00–23:00')).toBeTruthy();
    fireEvent.click(within(detail()).getByRole('button', { name: 'Sonraki saat' }));
    fireEvent.click(within(detail()).getByRole('button', { name: 'Sonraki saat' }));
    expect(within(detail()).getByText('4 Mayıs Pazartesi, 00:00–01:00')).toBeTruthy();
  });

  it('says plainly when no good window comes within the 72 hours', () => {
    renderUi(<SprayStrip plan={answer(forecast(() => ({ windSpeed: 22, windGusts: 35 })))} />);
    expect(screen.getByTestId('spray-next-window').textContent).toBe(NO_GOOD_WINDOW_TEXT);
    expect(screen.getAllByText('İlaçlama için uygun saat yok.')).toHaveLength(4);
    expect(within(detail()).getByText(/^Rüzgâr 22 km\/sa: 15 km\/sa üzerinde/)).toBeTruthy();
  });

  it('loading: a skeleton announced as a status', () => {
    renderUi(<SprayStrip plan={undefined} />);
    expect(within(screen.getByRole('status')).getByText('İlaçlama zamanı hesaplanıyor…')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('not available: the reason, in Turkish, and no strip', () => {
    renderUi(<SprayStrip plan={{ available: false, reason: 'Hava durumu servisi yanıt veremedi (HTTP 503).' }} title="İlaçlama zamanı" headingOrder={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'İlaçlama zamanı' })).toBeTruthy();
    expect(screen.getByText('İlaçlama zamanı şu an gösterilemiyor')).toBeTruthy();
    expect(screen.getByText('Hava durumu servisi yanıt veremedi (HTTP 503).')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a failed read: the message and “Yeniden dene”', () => {
    const retry = vi.fn();
    renderUi(<SprayStrip plan={undefined} error={new Error('Sunucuya ulaşılamadı.')} onRetry={retry} />);
    expect(screen.getByText('İlaçlama zamanı alınamadı')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
