// The outbox as React sees it: the signed-in user's entries, and a sender that flushes when the
// phone comes back online, when a TRC screen opens and every 30 seconds while something waits.
import { sessionSubjectAtom, useApi } from '@portal/shared/api-client';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { lotKeys } from '../api/keys';
import { flushOutbox, OUTBOX_STORAGE_PREFIX, outboxOf, reloadOutbox, subscribeOutbox, type Outbox, type OutboxEntry } from './outbox';
import { dropPhotos } from './photo-store';
import { sendOutboxEntry } from './send-entry';

export const RETRY_MS = 30_000;

const NONE: OutboxEntry[] = [];

/** A flush shared by several callers is told about once. */
const told = new WeakSet<object>();

/** The signed-in user's outbox; null when signed out. */
export function useOutbox(): Outbox | null {
  const owner = useAtomValue(sessionSubjectAtom);
  return owner ? outboxOf(owner) : null;
}

export function useOutboxEntries(box: Outbox | null): OutboxEntry[] {
  const entries = useCallback(() => box?.entries() ?? NONE, [box]);
  return useSyncExternalStore(subscribeOutbox, entries, entries);
}

/** Mounted by each TRC field screen: sends what waits whenever it can. */
export function useOutboxSender() {
  const client = useApi();
  const queries = useQueryClient();
  const box = useOutbox();
  const entries = useOutboxEntries(box);
  const waiting = entries.some((e) => !e.error);

  const flush = useCallback(async () => {
    if (!box) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    const photoProblems: string[] = [];
    const result = await flushOutbox(box, async (entry) => {
      const sent = await sendOutboxEntry(client, box.owner, entry);
      photoProblems.push(...sent.photoProblems);
    });
    if (told.has(result)) return;
    told.add(result);
    if (result.sent > 0 || result.refused > 0) await queries.invalidateQueries({ queryKey: lotKeys.all });
    if (result.sent > 0) {
      notifications.show({ color: 'green', title: 'Bekleyen kayıtlar gönderildi', message: `${result.sent} aşama kaydı sunucuya ulaştı.` });
    }
    if (result.refused > 0) {
      notifications.show({ color: 'red', title: 'Kabul edilmeyen kayıt', message: 'Cihazda bekleyen bir aşama sunucu tarafından kabul edilmedi. Ana sayfadaki listeden inceleyin.' });
    }
    if (photoProblems.length > 0) {
      notifications.show({ color: 'red', title: 'Bazı fotoğraflar yüklenemedi', message: `Aşama kaydedildi. ${photoProblems.join('; ')}` });
    }
  }, [box, client, queries]);

  /** Deletes a refused entry and the photos kept with it. */
  const discard = useCallback(
    (clientId: string) => {
      if (!box) return;
      box.remove(clientId);
      void dropPhotos(box.owner, clientId).catch(() => undefined);
    },
    [box],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(OUTBOX_STORAGE_PREFIX)) reloadOutbox();
    };
    window.addEventListener('online', flush);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('online', flush);
      window.removeEventListener('storage', onStorage);
    };
  }, [flush]);

  useEffect(() => {
    if (!waiting) return;
    void flush();
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, flush]);

  return { box, entries, flush, discard };
}
