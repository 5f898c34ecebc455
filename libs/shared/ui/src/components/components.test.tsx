import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brands, copyrightLine, srcBrand, trcBrand } from '../brand/brands';
import { renderUi } from '../test-render';
import { AuthShell } from './auth-shell';
import { BrandLogo } from './brand-logo';
import { BrandMascot } from './brand-mascot';
import { FactCards } from './fact-cards';
import { LoadingScreen } from './loading-screen';
import { NotFoundPage } from './not-found-page';


describe('BrandLogo', () => {
  it.each(Object.values(brands))('shows the $shortName name as text in both variants', (brand) => {
    renderUi(
      <>
        <BrandLogo variant="light" />
        <BrandLogo variant="dark" />
      </>,
      brand,
    );
    expect(screen.getAllByText(brand.shortName)).toHaveLength(2);
    expect(screen.getAllByText(brand.productName)).toHaveLength(2);
  });

  it('takes an explicit brand over the provider brand', () => {
    renderUi(<BrandLogo brand={trcBrand} />, srcBrand);
    expect(screen.getByText('TRC')).toBeTruthy();
    expect(screen.queryByText('SRC')).toBeNull();
  });
});

describe('BrandMascot', () => {
  it('is decorative unless it is given a name', () => {
    const { container } = renderUi(<BrandMascot />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    cleanup();
    renderUi(<BrandMascot title="Yaprak" />);
    expect(screen.getByRole('img', { name: 'Yaprak' })).toBeTruthy();
  });
});

describe('AuthShell (spec §2 Layout: footer with the year and copyright text)', () => {
  it('puts the page in landmarks with the brand panel, the content and the copyright', () => {
    renderUi(
      <AuthShell>
        <p>İçerik</p>
      </AuthShell>,
      srcBrand,
    );
    expect(within(screen.getByRole('main')).getByText('İçerik')).toBeTruthy();
    const aside = screen.getByRole('complementary', { name: 'SRC Sorgu hakkında' });
    expect(within(aside).getByText(srcBrand.tagline)).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('SRC')).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText(copyrightLine(srcBrand))).toBeTruthy();
  });
});

describe('NotFoundPage (spec §2 /404)', () => {
  it('explains in Turkish and links back home', () => {
    renderUi(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/');
  });
});

describe('LoadingScreen (spec §2 Layout: a loading spinner with a mascot)', () => {
  it('announces the wait and shows the mascot', () => {
    const { container } = renderUi(<LoadingScreen />, trcBrand);
    expect(screen.getByRole('status').textContent).toContain('Yükleniyor');
    expect(container.querySelector('svg[viewBox="0 0 160 160"]')).toBeTruthy();
  });
});

describe('FactCards (table rows as cards on a phone)', () => {
  it('is a named list of named cards, each with its title and every fact as label and value', () => {
    renderUi(
      <FactCards
        label="Reçetedeki ürünler"
        cards={[
          { key: 1, name: 'Deltasan 2.5 EC', title: 'Deltasan 2.5 EC', facts: [{ label: 'Doz', value: '30 ml/da' }, { label: 'Hasat öncesi', value: '7 gün' }] },
          { key: 2, name: 'Kükürt 80 WG', title: 'Kükürt 80 WG', facts: [{ label: 'Doz', value: '200 g/da' }] },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Reçetedeki ürünler' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Deltasan 2.5 EC', 'Kükürt 80 WG']);
    expect(within(cards[0]!).getByText('Hasat öncesi')).toBeTruthy();
    expect(within(cards[0]!).getByText('7 gün')).toBeTruthy();
    expect(within(cards[1]!).getByText('200 g/da')).toBeTruthy();
  });
});
