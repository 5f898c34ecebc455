import type { MemberDetail } from '@portal/contracts';
import { LoadError, Loading, NotFound } from '@portal/shared/ui';
import { ApiError } from '@portal/shared/api-client';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useMember } from '../api/get-member';

/** The member of the route's `:id`, fetched on every visit. */
export function useRouteMember() {
  const { id: param } = useParams();
  const id = Number(param);
  const valid = Number.isSafeInteger(id) && id > 0 && String(id) === param;
  return { id, valid, query: useMember(valid ? id : 0, valid) };
}

/** The route's member once loaded; loading, not found (also another member's: 404) and failure states meanwhile. */
export function MemberLoader({ backTo, backLabel, children }: { backTo: string; backLabel: string; children(member: MemberDetail): ReactNode }) {
  const { valid, query } = useRouteMember();
  if (!valid || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403))) return <NotFound backTo={backTo} backLabel={backLabel} />;
  if (query.isError) return <LoadError title="Üye alınamadı" error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loading text="Üye yükleniyor…" />;
  return children(query.data);
}
