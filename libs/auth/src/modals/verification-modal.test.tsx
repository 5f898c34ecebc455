import { renderRoutes } from '@portal/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerifyPage } from '../pages/verify-page';
import { verificationModalAtom } from '../session/session-atoms';
import { opaque } from '../testing/session-api';
import { verifyPageLink, VerificationModal } from './verification-modal';

describe('VerificationModal (spec §3 verification modal)', () => {
  it('links to /verify with the ticket and the masked number, which the page then shows', async () => {
    const { store, router } = renderRoutes([
      { path: '/', element: <VerificationModal /> },
      { path: '/verify', element: <VerifyPage /> },
    ]);
    act(() => store.set(verificationModalAtom, { ticket: opaque('V'), phoneMasked: '+90 5** *** ** 67' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hesabınızı doğrulayın' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'Doğrulamaya devam et' }));
    expect(await screen.findByText('+90 5** *** ** 67 numarasına gönderilen 6 haneli kodu girin.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/verify');
    expect(new URLSearchParams(router.state.location.search).get('ticket')).toBe(opaque('V'));
    expect(store.get(verificationModalAtom)).toBeNull();
  });

  it('leaves the number out when the account has none', () => {
    expect(verifyPageLink({ ticket: opaque('V'), phoneMasked: '' })).toBe(`/verify?ticket=${opaque('V')}`);
  });
});
