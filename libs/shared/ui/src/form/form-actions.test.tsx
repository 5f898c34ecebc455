import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render';
import { FormActions } from './form-actions';

describe('FormActions: the foot of a record form', () => {
  it('saves with "Kaydet", cancels to the list and says what the asterisks mean', () => {
    renderUi(<FormActions submitting={false} cancelTo="/tanimlamalar/bitki" />);
    const save = screen.getByRole('button', { name: 'Kaydet' });
    expect(save.getAttribute('type')).toBe('submit');
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('link', { name: 'Vazgeç' }).getAttribute('href')).toBe('/tanimlamalar/bitki');
    expect(screen.getByText('* ile işaretli alanlar zorunludur.')).toBeTruthy();
  });

  it('while saving says so, cannot be pressed again and is busy for screen readers', () => {
    renderUi(<FormActions submitting cancelTo="/" submitLabel="Ekle ve davet gönder" submittingLabel="Davet gönderiliyor..." />);
    const save = screen.getByRole('button', { name: 'Davet gönderiliyor...' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(save.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Ekle ve davet gönder' })).toBeNull();
  });

  it('a form whose cancel stays on the page gets a button; its own note, or none', () => {
    const onCancel = vi.fn();
    const { unmount } = renderUi(<FormActions submitting={false} onCancel={onCancel} note="Yalnızca değiştirdiğiniz alanlar gönderilir." />);
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Vazgeç' })).toBeNull();
    expect(screen.getByText('Yalnızca değiştirdiğiniz alanlar gönderilir.')).toBeTruthy();
    unmount();

    renderUi(<FormActions submitting={false} cancelTo="/" note={null} />);
    expect(screen.queryByText(/zorunludur/)).toBeNull();
  });

  it('a read-only user sees the button but cannot save', () => {
    renderUi(<FormActions submitting={false} cancelTo="/" disabled />);
    expect(screen.getByRole('button', { name: 'Kaydet' }).hasAttribute('disabled')).toBe(true);
  });
});
