import { ApiError } from '@portal/shared/api-client';
import { renderWithProviders } from '@portal/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LockScreenPage } from './lock-screen-page';

// Whole forms re-render on every keystroke under jsdom; shared CI machines need the slack.
vi.setConfig({ testTimeout: 20_000 });

const password = () => screen.getByLabelText(/^Şifre\s*\*?$/);
const unlock = () => fireEvent.click(screen.getByRole('button', { name: /^(Kilidi aç|Loading \.\.\.)$/ }));

describe('LockScreenPage (spec §2 /lock-screen)', () => {
  it('shows the user and asks for the password in Turkish (spec §5)', async () => {
    const onUnlock = vi.fn();
    renderWithProviders(<LockScreenPage loginName="Ayşe Yılmaz" onUnlock={onUnlock} />);
    expect(screen.getByText('Ayşe Yılmaz')).toBeTruthy();
    unlock();
    expect(await screen.findByText('Şifre gerekli')).toBeTruthy();
    expect(document.activeElement).toBe(password());
    expect(onUnlock).not.toHaveBeenCalled();
  });

  it("calls onUnlock with the password, showing 'Loading ...' while busy (spec §8)", async () => {
    let finish: () => void = () => {};
    const onUnlock = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<LockScreenPage loginName="ayse.yilmaz" onUnlock={onUnlock} />);
    fireEvent.change(password(), { target: { value: 'gizli parola' } });
    unlock();
    expect((await screen.findByRole('button', { name: 'Loading ...' })).hasAttribute('disabled')).toBe(true);
    expect(onUnlock).toHaveBeenCalledWith('gizli parola');
    finish();
    expect(await screen.findByRole('button', { name: 'Kilidi aç' })).toBeTruthy();
  });

  it('shows a failed unlock in an alert', async () => {
    const onUnlock = vi.fn().mockRejectedValue(new ApiError(401, { code: 'INVALID_CREDENTIALS', message: 'Şifre hatalı.' }));
    renderWithProviders(<LockScreenPage loginName="ayse.yilmaz" onUnlock={onUnlock} />);
    fireEvent.change(password(), { target: { value: 'yanlis' } });
    unlock();
    expect((await screen.findByRole('alert')).textContent).toContain('Şifre hatalı.');
  });

  it('greets with the display name, shows the login name under it, and switches account through onSwitchAccount', async () => {
    let finish: () => void = () => {};
    const onSwitchAccount = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<LockScreenPage loginName="ayse@ornek.com.tr" displayName="Ayşe Yılmaz" onUnlock={vi.fn()} onSwitchAccount={onSwitchAccount} />);
    expect(screen.getByText('Ayşe Yılmaz')).toBeTruthy();
    expect(screen.getByText('ayse@ornek.com.tr')).toBeTruthy();
    expect(screen.getByText('AY')).toBeTruthy();
    const other = screen.getByRole('button', { name: 'Farklı hesapla giriş yap' });
    fireEvent.click(other);
    expect(onSwitchAccount).toHaveBeenCalledTimes(1);
    expect(other.getAttribute('aria-busy')).toBe('true');
    finish();
    await waitFor(() => expect(other.getAttribute('aria-busy')).toBe('false'));
  });

  it("without onSwitchAccount, 'Farklı hesapla giriş yap' is a link to '/'", () => {
    renderWithProviders(<LockScreenPage loginName="ayse.yilmaz" onUnlock={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Farklı hesapla giriş yap' }).getAttribute('href')).toBe('/');
  });

  it("offers a link to '/' when no session is known", () => {
    renderWithProviders(<LockScreenPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oturum bulunamadı' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giriş sayfasına git' }).getAttribute('href')).toBe('/');
    expect(screen.queryByLabelText(/^Şifre/)).toBeNull();
  });
});
