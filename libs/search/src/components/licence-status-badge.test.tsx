import { renderWithProviders } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LicenceStatusBadge, licenceStateText, ValidityBadge } from './licence-status-badge';

/** The badge's label element: Mantine's `.mantine-Badge-label` span inside the root. */
const labelOf = (text: string) => screen.getByText(text);
const rootOf = (label: HTMLElement) => label.closest('.mantine-Badge-root') as HTMLElement;

describe('licence status badge: readable in full at every width', () => {
  it('says the state in words: valid today, cancelled, expired, otherwise not valid', () => {
    expect(licenceStateText({ licenceStatus: 'valid', validToday: true })).toBe('Geçerli');
    expect(licenceStateText({ licenceStatus: 'cancelled', validToday: false })).toBe('İptal edildi');
    expect(licenceStateText({ licenceStatus: 'valid', validToday: false, expiryDate: '2020-01-01' })).toBe('Süresi doldu');
    expect(licenceStateText({ licenceStatus: 'valid', validToday: false, expiryDate: null })).toBe('Geçerli değil');
  });

  it.each([
    ['Geçerli', { licenceStatus: 'valid', validToday: true }],
    ['İptal edildi', { licenceStatus: 'cancelled', validToday: false }],
  ] as const)('“%s” is never cut with an ellipsis: the label shows its overflow, no maximum width, wraps only between words', (text, licence) => {
    renderWithProviders(<LicenceStatusBadge licence={licence} />);
    const label = labelOf(text);
    expect(label.textContent).toBe(text);
    const style = getComputedStyle(label);
    expect(style.overflow).toBe('visible');
    expect(style.textOverflow).toBe('clip');
    expect(style.wordBreak).toBe('keep-all');
    const root = getComputedStyle(rootOf(label));
    expect(root.flexShrink).toBe('0');
    expect(root.textTransform).toBe('none');
  });

  it('the validity badge of a product for a use is whole too', () => {
    renderWithProviders(<ValidityBadge valid={false} />);
    expect(getComputedStyle(labelOf('Geçerli değil')).overflow).toBe('visible');
  });
});
