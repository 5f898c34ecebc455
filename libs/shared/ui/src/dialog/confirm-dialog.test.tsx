import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteConfirm } from '../data-table/delete-confirm';
import { renderUi } from '../test-render';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog: the one confirmation', () => {
  it("is a named dialog whose 'Vazgeç' takes the focus; Escape and 'Vazgeç' cancel, the action confirms", async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    renderUi(
      <ConfirmDialog opened title="Kullanıcıyı arşivle" confirmLabel="Arşivle" busy={false} error={null} onCancel={onCancel} onConfirm={onConfirm}>
        Ayşe Yılmaz arşivlensin mi?
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kullanıcıyı arşivle' });
    expect(dialog.textContent).toContain('Ayşe Yılmaz arşivlensin mi?');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Vazgeç' })));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Arşivle' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Kapat' })).toBeTruthy();
  });

  it('while busy the action cannot be pressed again; a failure is told with what may be done instead', async () => {
    renderUi(
      <ConfirmDialog opened title="Kaydı sil" confirmLabel="Sil" busy error="Kayıt kullanımda" refused={<button type="button">Arşivle</button>} onCancel={vi.fn()} onConfirm={vi.fn()}>
        Silinsin mi?
      </ConfirmDialog>,
    );
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: /Sil/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('Kayıt kullanımda');
    expect(screen.getByRole('alert').textContent).toContain('İşlem yapılamadı');
    expect(screen.getByRole('button', { name: 'Arşivle' })).toBeTruthy();
  });

  it("the delete preset names the record and its kind, and says 'Sil'", async () => {
    const onConfirm = vi.fn();
    renderUi(<DeleteConfirm opened recordName="Domates" singular="bitki" busy={false} error="Kullanımda" onCancel={vi.fn()} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: 'Kaydı sil' });
    expect(dialog.textContent).toContain('“Domates” adlı bitki kaydını silmek istediğinize emin misiniz? Bu işlem geri alınamaz.');
    expect(screen.getByRole('alert').textContent).toContain('Kayıt silinemedi');
    fireEvent.click(screen.getByRole('button', { name: 'Sil' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('holding while busy: no way out until the action ends, and the action says what it is doing', async () => {
    const onCancel = vi.fn();
    renderUi(
      <ConfirmDialog opened title="Başka bir oturum açık" confirmLabel="Devam et" busy busyLabel="Loading ..." holdWhileBusy error={null} onCancel={onCancel} onConfirm={vi.fn()}>
        Diğer oturum kapatılsın mı?
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Başka bir oturum açık' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Vazgeç' }).hasAttribute('disabled')).toBe(true);
    const action = screen.getByRole('button', { name: 'Loading ...' });
    expect(action.getAttribute('aria-busy')).toBe('true');
  });
});
