import { useMantineTheme } from '@mantine/core';
import { trcBrand, useBrand } from '@portal/shared/ui';
import { act, screen } from '@testing-library/react';
import { atom, useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes, renderWithProviders } from './render-with-providers';

const countAtom = atom(1);

function Probe() {
  const theme = useMantineTheme();
  const brand = useBrand();
  const location = useLocation();
  const count = useAtomValue(countAtom);
  return <p>{`${brand.code} ${theme.primaryColor} ${location.pathname} ${count}`}</p>;
}

describe('renderWithProviders', () => {
  it('wraps Mantine with the brand theme, a memory router and a Jotai store', () => {
    renderWithProviders(<Probe />, { route: '/404', brand: trcBrand });
    expect(screen.getByText('trc brand /404 1')).toBeTruthy();
  });

  it('gives every render a fresh store', () => {
    const first = renderWithProviders(<Probe />);
    act(() => first.store.set(countAtom, 5));
    expect(screen.getByText('rct brand / 5')).toBeTruthy();
    first.unmount();
    renderWithProviders(<Probe />);
    expect(screen.getByText('rct brand / 1')).toBeTruthy();
  });

  it('gives every render a fresh query client with the app settings but no retries (spec §9: 60 s cache)', () => {
    const first = renderWithProviders(<Probe />);
    first.queryClient.setQueryData(['x'], 1);
    first.unmount();
    const second = renderWithProviders(<Probe />);
    expect(second.queryClient).not.toBe(first.queryClient);
    expect(second.queryClient.getQueryData(['x'])).toBeUndefined();
    expect(second.queryClient.getDefaultOptions().queries?.gcTime).toBe(60_000);
    expect(second.queryClient.getDefaultOptions().queries?.retry).toBe(false);
  });

  it('has the jsdom stubs Mantine needs', () => {
    expect(window.matchMedia('(min-width: 1px)').matches).toBe(false);
    expect(() => new ResizeObserver(() => {}).observe(document.body)).not.toThrow();
    expect(() => document.body.scrollIntoView()).not.toThrow();
  });
});

describe('renderRoutes', () => {
  it('renders a route table in a data router', async () => {
    const { router } = renderRoutes([{ path: '/a', element: <Probe /> }], { route: '/a' });
    expect(await screen.findByText('rct brand /a 1')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/a');
  });
});
