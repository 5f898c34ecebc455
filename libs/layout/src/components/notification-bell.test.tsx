import { createTestSessionClient } from '@portal/shared/testing';
import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_POLL_MS, unreadNotificationsQueryOptions } from '../api/get-notifications';
import { notice } from '../testing/handlers';
import { renderLayout } from './layout.test-kit';

afterEach(() => localStorage.clear());

const bell = (unread: number) => within(screen.getByRole('banner')).findByRole('button', { name: `Bildirimler (${unread} okunmamış)` });

describe('the notice bell', () => {
  it('shows the unread count, lists the notices and marks them all read', async () => {
    const notices = [
      notice(1, { title: 'Ruhsat iptali: Tırtılsan 200 SC', body: 'Reçetelerinizden 2 tanesini etkiliyor.', link: '/receteler/41' }),
      notice(2, { title: "Domates MRL'si değişti", body: 'Abamektin 0,09 → 0,02 mg/kg.', link: '/degisiklikler' }),
      notice(3, { title: 'Eski bildirim', read: true }),
    ];
    const { bell: api } = renderLayout('/anasayfa', { notices });
    const button = await bell(2);
    expect(api.calls.map((c) => `${c.method} ${c.path}?${c.query}`)).toContain('GET notification?unread=true');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');

    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Bildirimler' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Okunmadı: Ruhsat iptali: Tırtılsan 200 SC', "Okunmadı: Domates MRL'si değişti", 'Eski bildirim']);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/receteler/41');
    expect(within(items[0]!).getByText('24.11.2026 11:30')).toBeTruthy();
    expect(within(items[2]!).queryByRole('link')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Tümünü okundu işaretle' }));
    await bell(0);
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([['notification/read', { all: true }]]);
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Tümünü okundu işaretle' }) as HTMLButtonElement).disabled).toBe(true));
    expect(within(dialog).queryByText(/^Okunmadı:/)).toBeNull();
  });

  it('a notice with a link opens its page, is marked read and closes the list', async () => {
    const notices = [notice(1, { title: 'Ruhsat iptali', link: '/receteler/41' }), notice(2)];
    const { bell: api, router } = renderLayout('/anasayfa', { notices });
    fireEvent.click(await bell(2));
    const dialog = await screen.findByRole('dialog', { name: 'Bildirimler' });
    fireEvent.click(await within(dialog).findByRole('link', { name: /Ruhsat iptali/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/receteler/41'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bildirimler' })).toBeNull());
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ publicIds: [notices[0]!.publicId] }]);
    await bell(1);
  });

  it('says so when there is nothing, and asks again when the window gets focus and every minute', async () => {
    const { bell: api } = renderLayout('/anasayfa');
    fireEvent.click(await bell(0));
    expect(await within(await screen.findByRole('dialog', { name: 'Bildirimler' })).findByText('Bildiriminiz yok.')).toBeTruthy();
    const unreadCalls = () => api.calls.filter((c) => c.query.get('unread') === 'true').length;
    const before = unreadCalls();
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(unreadCalls()).toBe(before + 1));
    act(() => focusManager.setFocused(undefined));
    const options = unreadNotificationsQueryOptions(createTestSessionClient(createStore()).api, true);
    expect(options.refetchInterval).toBe(NOTIFICATION_POLL_MS);
    expect(NOTIFICATION_POLL_MS).toBe(60_000);
  });

  it('is not there before a user is signed in', async () => {
    const { bell: api } = renderLayout('/anasayfa', { user: null });
    expect(screen.queryByRole('button', { name: /^Bildirimler/ })).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
