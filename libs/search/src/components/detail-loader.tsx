import { Stack } from '@mantine/core';
import { SearchSectionLabels, type SearchSection } from '@portal/contracts';
import { ApiError } from '@portal/shared/api-client';
import { LoadError, Loading, NotFound } from '@portal/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { sectionPath } from '../paths';
import { BackToSearch, useSearchOrigin } from './search-link';

/** The route's `:id` when it is a record id, else null (nothing is asked for it). */
export function useRouteId(): number | null {
  const { id: param } = useParams();
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 && String(id) === param ? id : null;
}

/**
 * A detail page's frame: the way back to the search, then the record once loaded;
 * loading, not found (a bad id, an unknown or passive record: 404) and failure states meanwhile.
 */
export function DetailLoader<T>({
  section,
  id,
  query,
  children,
}: {
  section: SearchSection;
  id: number | null;
  query: UseQueryResult<T>;
  children(record: T): ReactNode;
}) {
  const origin = useSearchOrigin();
  const what = SearchSectionLabels[section];
  // The not-found state carries its own way back.
  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) return <NotFound backTo={origin ?? sectionPath(section)} backLabel="Aramaya dön" />;
  let body: ReactNode;
  if (query.isError) body = <LoadError title={`${what} bilgisi alınamadı`} error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <Loading text={`${what} bilgisi yükleniyor…`} />;
  else body = children(query.data);
  return (
    <Stack gap="lg" w="100%" maw={1200}>
      <BackToSearch section={section} />
      {body}
    </Stack>
  );
}
