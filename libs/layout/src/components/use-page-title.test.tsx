import { renderRoutes } from '@portal/shared/testing';
import { rctBrand, srcBrand } from '@portal/shared/ui';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentTitleFor, PageTitle } from './use-page-title';

describe('spec §2 the page title follows the path', () => {
  it('is `<page> | <brand>`, or the brand’s own title on / and unknown paths', () => {
    expect(documentTitleFor('/uyeler', rctBrand)).toBe('Üyeler | RCT Reçete');
    expect(documentTitleFor('/ureticiler', rctBrand)).toBe('Üreticiler | RCT Reçete');
    expect(documentTitleFor('/hizli-recete', rctBrand)).toBe('Hızlı Reçete | RCT Reçete');
    expect(documentTitleFor('/mrl', srcBrand)).toBe('MRL Sorgulama | SRC Sorgu');
    expect(documentTitleFor('/', rctBrand)).toBe(rctBrand.pageTitle);
    expect(documentTitleFor('/yok-boyle', rctBrand)).toBe(rctBrand.pageTitle);
  });

  it('changes with every navigation', async () => {
    const { router } = renderRoutes([{ path: '*', element: <PageTitle /> }], { route: '/ureticiler' });
    await waitFor(() => expect(document.title).toBe('Üreticiler | RCT Reçete'));
    await act(() => router.navigate('/hizli-recete'));
    expect(document.title).toBe('Hızlı Reçete | RCT Reçete');
    await act(() => router.navigate('/register'));
    expect(document.title).toBe('Kayıt Ol | RCT Reçete');
  });
});
