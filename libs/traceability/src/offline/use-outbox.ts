// The outbox as React sees it: its entries, and a sender that flushes when the phone comes back
// online, when a TRC screen opens and every 30 seconds while something waits.
import { useApi } from '@portal/shared/api-client';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { lotKeys } from '../api/keys';
import { postStage } from '../api/stages';
import { flushOutbox, outbox, OUTBOX_STORAGE_KEY } from './outbox';

export const RETRY_MS = 30_000;

/** A flush shared by several callers is told about once. */
const told = new WeakSet<object>();

export function useOutboxEntries() {
  return useSyncExternalStore(outbox.subscribe, outbox.entries, outbox.entries);
}

/** Mounted by each TRC field screen: sends what waits whenever it can. */
export function useOutboxSender() {
  const client = useApi();
  const queries = useQueryClient();
  const entries = useOutboxEntries();
  const waiting = entries.some((e) => !e.error);

  const flush = useCallback(async () => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    const result = await flushOutbox((entry) => postStage(client, entry.lotId, entry.input));
    if (told.has(result)) return;
    told.add(result);
    if (result.sent > 0 || result.refused > 0) await queries.invalidateQueries({ queryKey: lotKeys.all });
    if (result.sent > 0) {
      notifications.show({ color: 'green', title: 'Bekleyen kayıtlar gönderildi', message: `${result.sent} aşama kaydı sunucuya ulaştı.` });
    }
    if (result.refused > 0) {
      notifications.show({ color: 'red', title: 'Kabul edilmeyen kayıt', message: 'Cihazda bekleyen bir aşama sunucu tarafından kabul edilmedi. Ana sayfadaki listeden inceleyin.' });
    }
  }, [client, queries]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === OUTBOX_STORAGE_KEY) outbox.reload();
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

  return { entries, flush };
}
