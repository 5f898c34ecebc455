import { Button, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PortalUserErrorCode, type UserStatus } from '@portal/contracts';
import { ApiError, errorMessage } from '@portal/shared/api-client';
import { ConfirmDialog } from '@portal/shared/ui';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useDeletePortalUser } from '../api/delete-portal-user';
import { useSwitchArchive } from '../api/patch-portal-user-archive';
import { useEditUserField } from '../api/patch-portal-user-field';
import { useSetUserStatus } from '../api/patch-portal-user-status';
import { useSendPasswordReset } from '../api/post-reset-password';
import { useUserModal, type UserModal, type UserModalKind } from '../state/portal-slice';
import { useForgetOnLeave } from './use-forget-on-leave';

interface Wording {
  title: string;
  confirm: string;
  color?: string;
  text(name: string): string;
  done(name: string): string;
}

/** The confirmation modals of spec §3/§4 "Portal user" (delete, archive, ban, active, passive, notes) and the reset mail. */
function wordingOf(kind: UserModalKind, archived: boolean): Wording {
  switch (kind) {
    case 'delete':
      return { title: 'Kullanıcıyı sil', confirm: 'Sil', color: 'red', text: (n) => `${n} kalıcı olarak silinsin mi? Bu işlem geri alınamaz.`, done: (n) => `${n} silindi.` };
    case 'archive':
      return archived
        ? { title: 'Arşivden çıkar', confirm: 'Arşivden çıkar', text: (n) => `${n} arşivden çıkarılsın mı? Kullanıcı yeniden bir koltuk kullanır.`, done: (n) => `${n} arşivden çıkarıldı.` }
        : { title: 'Kullanıcıyı arşivle', confirm: 'Arşivle', text: (n) => `${n} arşivlensin mi? Arşivdeki kullanıcı oturum açamaz, listeden kalkar ve koltuğunu boşaltır.`, done: (n) => `${n} arşivlendi.` };
    case 'ban':
      return { title: 'Kullanıcıyı engelle', confirm: 'Engelle', color: 'red', text: (n) => `${n} engellensin mi? Engellenen kullanıcı oturum açamaz.`, done: (n) => `${n} engellendi.` };
    case 'active':
      return { title: 'Kullanıcıyı aktif yap', confirm: 'Aktif yap', text: (n) => `${n} aktif yapılsın mı? Kullanıcı yeniden oturum açabilir.`, done: (n) => `${n} aktif yapıldı.` };
    case 'passive':
      return { title: 'Kullanıcıyı pasif yap', confirm: 'Pasif yap', text: (n) => `${n} pasif yapılsın mı? Pasif kullanıcı oturum açamaz.`, done: (n) => `${n} pasif yapıldı.` };
    case 'notes':
      return { title: 'Kullanıcı notu', confirm: 'Notu kaydet', text: (n) => `${n} için not:`, done: (n) => `${n} notu kaydedildi.` };
    case 'resetPassword':
      return {
        title: 'Şifre sıfırlama e-postası',
        confirm: 'E-postayı gönder',
        text: (n) => `${n} kullanıcısına şifresini yenilemesi için bir bağlantı e-postayla gönderilsin mi?`,
        done: (n) => `${n} kullanıcısına şifre sıfırlama e-postası gönderildi.`,
      };
  }
}

const statusOf: Partial<Record<UserModalKind, UserStatus>> = { active: 'active', passive: 'passive', ban: 'banned' };

export interface UserModalsProps {
  /** Whether the list shows the archived users: the archive modal then brings back. */
  archived: boolean;
  /** The control that takes the focus when the modal closes. */
  returnFocus?(modal: UserModal): void;
}

/**
 * The open user modal of the saved `portal` slice (spec §3 credentials name, publicId; the note
 * typed so far) on the page that opened it; after a reload it opens again. Each confirms its
 * call, tells the result in Turkish, and the lists take the answer's user.
 */
export function UserModals({ archived, returnFocus }: UserModalsProps) {
  const { pathname } = useLocation();
  const { modal: saved, open, close, setNote } = useUserModal();
  const modal = saved && saved.origin === pathname ? saved : null;
  const status = useSetUserStatus();
  const archive = useSwitchArchive();
  const edit = useEditUserField();
  const reset = useSendPasswordReset();
  const remove = useDeletePortalUser();
  const [error, setError] = useState<unknown>(null);
  useForgetOnLeave(modal?.origin ?? null, close);
  const mutations = [status, archive, edit, reset, remove];
  const busy = mutations.some((m) => m.isPending);

  const wording = modal ? wordingOf(modal.kind, archived) : null;
  const finish = () => {
    if (modal) returnFocus?.(modal);
    setError(null);
    close();
  };
  const succeed = (text: string) => {
    notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title: wording?.title ?? 'Tamam', message: text });
    finish();
  };

  const confirm = async () => {
    if (!modal || !wording) return;
    setError(null);
    const { publicId } = modal;
    const done = wording.done(modal.name);
    try {
      const target = statusOf[modal.kind];
      if (target) await status.mutateAsync({ publicId, status: target });
      else if (modal.kind === 'archive') await archive.mutateAsync(publicId);
      else if (modal.kind === 'notes') await edit.mutateAsync({ publicId, note: modal.note.trim() || null });
      else if (modal.kind === 'resetPassword') await reset.mutateAsync(publicId);
      else await remove.mutateAsync(publicId);
      succeed(done);
    } catch (err) {
      setError(err);
    }
  };

  const inUse = modal?.kind === 'delete' && error instanceof ApiError && error.code === PortalUserErrorCode.UserInUse && !archived;
  const noteError = modal?.kind === 'notes' && error instanceof ApiError ? (error.data as { details?: { field: string; message: string }[] } | undefined)?.details?.find((d) => d.field === 'body.note')?.message : undefined;

  return (
    <ConfirmDialog
      opened={modal !== null}
      title={wording?.title ?? ''}
      confirmLabel={wording?.confirm ?? ''}
      color={wording?.color}
      busy={busy}
      error={error !== null && !noteError ? errorMessage(error) : null}
      refused={
        inUse &&
        modal && (
          <Button
            variant="light"
            onClick={() => {
              setError(null);
              open({ ...modal, kind: 'archive' });
            }}
          >
            Silmek yerine arşivle
          </Button>
        )
      }
      extra={
        modal?.kind === 'notes' && (
          <Textarea label="Not" autosize minRows={4} maxLength={1000} value={modal.note} onChange={(event) => setNote(event.currentTarget.value)} error={noteError} data-autofocus />
        )
      }
      focusCancel={modal?.kind !== 'notes'}
      onCancel={finish}
      onConfirm={() => void confirm()}
    >
      {modal && wording ? wording.text(modal.name) : ''}
    </ConfirmDialog>
  );
}
