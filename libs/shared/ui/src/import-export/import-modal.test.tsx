import { createApiClient, SessionClientProvider, type SessionClient } from '@portal/shared/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render';
import { ImportModal } from './import-modal';

const report = (over: Record<string, unknown> = {}) => ({
  data: { mode: 'preview', written: false, total: 1, create: 1, update: 0, unchanged: 0, invalid: 0, errors: [], rows: [{ row: 2, action: 'create', label: 'Hatice Doğan' }], ...over },
});

/** The modal on a fake API that answers each import from `answer` and records the bodies it was sent. */
function openModal(answer: (mode: string, body: string) => object) {
  const sent: { mode: string; body: string }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const mode = new URL(request.url).searchParams.get('mode') ?? '';
    const body = await request.text();
    sent.push({ mode, body });
    return new Response(JSON.stringify(answer(mode, body)), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const client: SessionClient = {
    api: createApiClient({ prefix: 'http://api.test/api/v1/', store: createStore(), fetch, navigation: { toRoot: () => {}, reload: () => {} } }),
    refreshAccessToken: async () => null,
    replacePage: () => {},
  };
  const onImported = vi.fn();
  renderUi(
    <SessionClientProvider client={client}>
      <ImportModal opened onClose={() => {}} api="producer" title="Üreticiler" onImported={onImported} />
    </SessionClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Üreticiler: içe aktar' });
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  return { dialog, input, sent, onImported };
}

const choose = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name }) as HTMLButtonElement;

describe('ImportModal: a fixed file is previewed again', () => {
  it('empties the file input after each choice, so the same (fixed) file chosen again is read anew; the commit sends the bytes previewed', async () => {
    // Before the render: React wraps an input's value setter when it creates the element.
    const setValue = vi.spyOn(HTMLInputElement.prototype, 'value', 'set');
    const { dialog, input, sent } = openModal((mode, body) =>
      mode === 'commit' ? report({ mode: 'commit', written: true }) : body.includes('bozuk') ? report({ create: 0, invalid: 1, errors: [{ row: 2, column: 'TC Kimlik No / VKN', message: 'Geçersiz' }], rows: [{ row: 2, action: 'error', label: 'Hatice Doğan' }] }) : report(),
    );
    setValue.mockClear();
    choose(input, new File(['Tür\nbozuk'], 'ureticiler.csv', { type: 'text/csv' }));
    // The input is emptied at once: choosing the same file name again fires a change.
    expect(setValue.mock.contexts.filter((el, i) => el === input && setValue.mock.calls[i]?.[0] === '')).toHaveLength(1);
    setValue.mockRestore();
    fireEvent.click(button(dialog, 'Önizle'));
    expect(await within(dialog).findByRole('table', { name: /Hatalar/ })).toBeTruthy();
    expect(button(dialog, 'İçe aktar').disabled).toBe(true);

    choose(input, new File(['Tür\nduzgun'], 'ureticiler.csv', { type: 'text/csv' }));
    expect(within(dialog).queryByRole('table', { name: /Hatalar/ })).toBeNull();
    fireEvent.click(button(dialog, 'Önizle'));
    await waitFor(() => expect(button(dialog, 'İçe aktar').disabled).toBe(false));
    fireEvent.click(button(dialog, 'İçe aktar'));
    await waitFor(() => expect(sent.map((s) => s.mode)).toEqual(['preview', 'preview', 'commit']));
    expect(sent.map((s) => s.body)).toEqual(['Tür\nbozuk', 'Tür\nduzgun', 'Tür\nduzgun']);
  });

  it('a chosen file that can no longer be read (saved again on disk since) asks to choose it again, not "Beklenmeyen bir hata"', async () => {
    const { dialog, input, sent } = openModal(() => report());
    const stale = new File(['Tür\n'], 'ureticiler.csv', { type: 'text/csv' });
    Object.defineProperty(stale, 'arrayBuffer', { value: () => Promise.reject(new DOMException('The requested file could not be read', 'NotReadableError')) });
    choose(input, stale);
    fireEvent.click(button(dialog, 'Önizle'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Dosya seçildikten sonra değişmiş ya da okunamıyor. Dosyayı yeniden seçin.');
    expect(alert.textContent).not.toContain('Beklenmeyen');
    expect(sent).toEqual([]);
    expect(button(dialog, 'Önizle').disabled).toBe(true);
  });
});
