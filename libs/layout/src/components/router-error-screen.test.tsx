import { renderRoutes } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterErrorScreen, routeErrorDetail } from './router-error-screen';

const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => quiet.mockClear());

function Broken(): never {
  throw new Error('Veri okunamadı');
}

describe('spec §2 generic router error screen', () => {
  it('shows ‘Unexpected Application Error!’ with the error’s message, in Turkish around it', async () => {
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouterErrorScreen /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Bir şeyler ters gitti')).toBeTruthy();
    expect(screen.getByTestId('route-error-detail').textContent).toBe('Veri okunamadı');
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Sayfayı yenile' })).toBeTruthy();
  });

  it('shows the status of an error response', async () => {
    renderRoutes([
      {
        path: '/',
        loader: () => {
          throw new Response('Yok', { status: 404, statusText: 'Not Found' });
        },
        element: <p>sayfa</p>,
        errorElement: <RouterErrorScreen />,
      },
    ]);
    expect(await screen.findByTestId('route-error-detail')).toBeTruthy();
    expect(screen.getByTestId('route-error-detail').textContent).toBe('404 Not Found');
  });

  it('words any thrown value', () => {
    expect(routeErrorDetail('metin')).toBe('metin');
    expect(routeErrorDetail(42)).toBe('Bilinmeyen hata');
  });
});
