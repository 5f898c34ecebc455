import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { DateFieldProps } from './date-field';

// @mantine/dates, dayjs and their CSS load with the first date field, never on a first page.
const DateField = lazy(() => import('./date-field'));

/** The Turkish date field (GG.AA.YYYY, kept as 'YYYY-MM-DD'), loaded on demand. */
export function LazyDateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<Skeleton height={60} aria-hidden />}>
      <DateField {...props} />
    </Suspense>
  );
}

export type { DateFieldProps };
