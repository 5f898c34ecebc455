import { notifications } from '@mantine/notifications';
import type { MemberDetail, MemberItem } from '@portal/contracts';
import { errorMessage } from '@portal/shared/api-client';
import { IconCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useDeleteMember } from '../api/delete-member';
import { useMember } from '../api/get-member';
import { useMemberModal, type MemberModal } from '../state/memberships-slice';
import { displayName } from './member-text';
import { MemberDeleteDialog } from './member-delete-dialog';
import { TransitionModal } from './transition-modal';
import { useForgetOnLeave } from './use-forget-on-leave';

export interface MemberModalsProps {
  /** The member the modal was opened for, when the page has it; otherwise it is fetched (after a reload). */
  known?: MemberItem | null;
  /** After a move. */
  onDone?(member: MemberDetail): void;
  /** After the delete. */
  onDeleted?(): void;
  /** The control that takes the focus when the modal closes (its name). */
  returnFocus?(modal: MemberModal): void;
}

/**
 * The open member modal of the saved `memberships` slice (spec §3 modal credentials): a move of
 * the transition table or the deletion dialog, on the page that opened it. After a reload the
 * same modal opens again with its credentials and the note typed so far.
 */
export function MemberModals({ known, onDone, onDeleted, returnFocus }: MemberModalsProps) {
  const { pathname } = useLocation();
  const { modal: saved, close, setNote } = useMemberModal();
  const modal = saved && saved.origin === pathname ? saved : null;
  const needsFetch = modal !== null && modal.kind !== 'delete' && known?.id !== modal.id;
  const fetched = useMember(modal?.id ?? 0, needsFetch);
  const member = modal && known?.id === modal.id ? known : needsFetch ? (fetched.data ?? null) : null;
  const remove = useDeleteMember();
  useForgetOnLeave(modal?.origin ?? null, close);

  // A saved modal whose member is gone (deleted meanwhile) closes.
  useEffect(() => {
    if (needsFetch && fetched.isError) close();
  }, [needsFetch, fetched.isError, close]);

  const finish = () => {
    if (modal) returnFocus?.(modal);
    remove.reset();
    close();
  };
  const confirmDelete = () => {
    if (!modal) return;
    const name = displayName(modal.name);
    remove.mutate(modal.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title: 'Üye silindi', message: `${name} silindi.` });
        close();
        onDeleted?.();
      },
    });
  };

  return (
    <>
      <TransitionModal
        action={modal && modal.kind !== 'delete' ? modal.kind : null}
        member={member}
        savedNote={modal?.note ?? ''}
        onNoteChange={setNote}
        onClose={finish}
        onDone={onDone}
      />
      <MemberDeleteDialog
        opened={modal?.kind === 'delete'}
        name={modal?.name ?? ''}
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onCancel={finish}
        onConfirm={confirmDelete}
      />
    </>
  );
}
