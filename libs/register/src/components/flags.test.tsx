import { renderWithProviders } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlagAlerts } from './flags';
import { windowText } from './spray-window-panel';
import { weatherText } from './weather-summary';
import { weather } from '../testing/handlers';

describe('register flags, weather and windows as text', () => {
  it('shows the flags worst first, each an alert of its colour with the Turkish text; none → nothing', () => {
    renderWithProviders(
      <FlagAlerts
        label="İşaretler"
        flags={[
          { code: 'INFO', severity: 'info', message: 'Not bilgisi.' },
          { code: 'PHI', severity: 'error', message: 'Bekleme süresi dolmadan hasat.' },
          { code: 'OVER', severity: 'warning', message: 'Reçeteden fazla ürün.' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'İşaretler' })).getAllByRole('listitem');
    expect(items.map((i) => [i.getAttribute('data-severity'), i.textContent])).toEqual([
      ['error', 'HataBekleme süresi dolmadan hasat.'],
      ['warning', 'UyarıReçeteden fazla ürün.'],
      ['info', 'BilgiNot bilgisi.'],
    ]);
    renderWithProviders(<FlagAlerts flags={[]} label="Boş" />);
    expect(screen.queryByRole('list', { name: 'Boş' })).toBeNull();
  });

  it('writes a window in Turkish, a run to midnight ending at 24:00, and the stored weather in one line', () => {
    expect(windowText({ start: '2026-12-06T06:00', end: '2026-12-06T10:00' })).toBe('06.12.2026 06:00–10:00');
    expect(windowText({ start: '2026-12-06T17:00', end: '2026-12-07T00:00' })).toBe('06.12.2026 17:00–24:00');
    expect(windowText({ start: '2026-12-06T22:00', end: '2026-12-07T02:00' })).toBe('06.12.2026 22:00 – 07.12.2026 02:00');
    const relative = (day: string) => ({ '2026-12-06': 'bugün', '2026-12-07': 'yarın' })[day] ?? day;
    expect(windowText({ start: '2026-12-06T22:00', end: '2026-12-07T02:00' }, relative)).toBe('bugün 22:00 – yarın 02:00');
    expect(weatherText(weather())).toBe('18 °C · nem %70 · rüzgâr 6 km/sa (hamle 11) · yağış 0 mm · Delta T 3,1 °C');
  });
});
