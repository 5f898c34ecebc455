import { HostLabel, Role, type LoginResult } from '@portal/contracts';
import { renderRoutes } from '@portal/shared/testing';
import { srcBrand } from '@portal/shared/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicOnly } from '../guards/public-only';
import { ensureKeepSessionCookie, readKeepSessionCookie, removeKeepSessionCookie } from '../session/keep-session-cookie';
import { accessTokenAtom, keepSessionChoiceAtom, roleAtom, userAtom } from '../session/session-atoms';
import { SessionClientProvider } from '@portal/shared/api-client';
import { opaque, startTestServer, testUser, type Handlers, type TestServer } from '../testing/session-api';
import { LoginPage } from './login-page';

vi.setConfig({ testTimeout: 20_000 });

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  removeKeepSessionCookie();
});

const emailField = () => screen.getByLabelText(/^E-posta\s*\*?$/);
const passwordField = () => screen.getByLabelText(/^Şifre\s*\*?$/);
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^(Giriş Yap|Loading \.\.\.)$/ }));

function fillIn(email: string, password: string) {
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.change(passwordField(), { target: { value: password } });
}

/** The login page at `/` in a data router, talking to a local server. */
async function renderLogin(handlers: Handlers, { brand = srcBrand, route = '/' } = {}) {
  server = await startTestServer(handlers);
  const client = server.client(createStore());
  const routes = [
    {
      element: (
        <SessionClientProvider client={client}>
          <Outlet />
        </SessionClientProvider>
      ),
      children: [
        { path: '/', element: <PublicOnly><LoginPage /></PublicOnly> },
        { path: '/anasayfa', element: <p>Ana sayfa açıldı</p> },
        { path: '/receteler', element: <p>Reçeteler açıldı</p> },
        { path: '/verify', element: <p>Doğrulama sayfası</p> },
      ],
    },
  ];
  return { ...renderRoutes(routes, { route, brand }), client, server };
}

const answer = (result: LoginResult): Handlers => ({ 'POST auth/login': () => ({ body: { data: result } }) });

describe('LoginPage (spec §2 public route /)', () => {
  it('shows the heading, both tabs, labelled fields, the remember-me box and the links', async () => {
    await renderLogin({});
    expect(screen.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeTruthy();
    expect(screen.getByText('SRC Sorgu hesabınıza giriş yapın.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'E-posta ile', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Telefon ile' })).toBeTruthy();
    expect(emailField().getAttribute('autocomplete')).toBe('username');
    expect(passwordField().getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('checkbox', { name: 'Beni hatırla' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Hesap oluştur' }).getAttribute('href')).toBe('/register');
  });

  it('spec §5: the contracts’ Turkish messages show under the empty fields and nothing is sent', async () => {
    const { server } = await renderLogin({});
    submit();
    expect(await screen.findByText('Geçerli bir e-posta adresi girin')).toBeTruthy();
    expect(screen.getByText('Şifre gerekli')).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailField());
    expect(server.hits).toHaveLength(0);
  });

  it("spec §8: 'Loading ...' on the submit button while busy; POST auth/login {email, password, keepSession}", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { server, store } = await renderLogin({
      'POST auth/login': async () => {
        await gate;
        return { body: { data: { status: 'authenticated', token: 'erisim-1', user: testUser() } } };
      },
    });
    fillIn('  Sule.Irmak@Ornek.com.tr ', 'parola123');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Beni hatırla' }));
    submit();

    const busy = await screen.findByRole('button', { name: 'Loading ...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(server.hitsOf('POST auth/login')).toHaveLength(1));
    expect(server.hitsOf('POST auth/login')[0]?.body).toEqual({ email: 'sule.irmak@ornek.com.tr', password: 'parola123', keepSession: true });
    expect(store.get(keepSessionChoiceAtom)).toBe(true);
    release();
    expect(await screen.findByText('Ana sayfa açıldı')).toBeTruthy();
  });

  it('spec §4 login: authenticated stores token, user and role and goes to the role home', async () => {
    const user = testUser({ type: Role.Tekniker });
    const { router, store } = await renderLogin(answer({ status: 'authenticated', token: 'erisim-1', user }));
    fillIn('sule.irmak@ornek.com.tr', 'parola123');
    submit();
    expect(await screen.findByText('Ana sayfa açıldı')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/anasayfa');
    expect([store.get(accessTokenAtom), store.get(userAtom), store.get(roleAtom)]).toEqual(['erisim-1', user, Role.Tekniker]);
  });

  it('spec §2: a visitor sent to `/` from a protected page returns there after login', async () => {
    const { router } = await renderLogin(answer({ status: 'authenticated', token: 't', user: testUser() }), { route: '/' });
    await router.navigate('/', { state: { from: '/receteler' } });
    fillIn('sule.irmak@ornek.com.tr', 'parola123');
    submit();
    expect(await screen.findByText('Reçeteler açıldı')).toBeTruthy();
  });

  it("spec §3 duplicate session: the modal says 'Başka bir oturum açık'; Vazgeç closes it", async () => {
    const { server } = await renderLogin(answer({ status: 'duplicate-session', ticket: opaque('D') }));
    fillIn('sule.irmak@ornek.com.tr', 'parola123');
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Başka bir oturum açık' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.hitsOf('POST auth/sessionKill')).toHaveLength(0);
  });

  it('spec §3 duplicate session: “Diğer oturumu kapat ve devam et” → POST auth/sessionKill {ticket} → signed in and home', async () => {
    const { server, store } = await renderLogin({
      ...answer({ status: 'duplicate-session', ticket: opaque('D') }),
      'POST auth/sessionKill': () => ({ body: { data: { status: 'authenticated', token: 'erisim-2', user: testUser() } } }),
    });
    fillIn('sule.irmak@ornek.com.tr', 'parola123');
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Başka bir oturum açık' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Diğer oturumu kapat ve devam et' }));
    expect(await screen.findByText('Ana sayfa açıldı')).toBeTruthy();
    expect(server.hitsOf('POST auth/sessionKill').map((h) => h.body)).toEqual([{ ticket: opaque('D') }]);
    expect(store.get(accessTokenAtom)).toBe('erisim-2');
  });

  it('spec §3 verification: the modal asks to verify mail and phone and leads to /verify?ticket=…', async () => {
    await renderLogin(answer({ status: 'verification-required', ticket: opaque('V'), phoneMasked: '+90 5** *** ** 67' }));
    fillIn('sule.irmak@ornek.com.tr', 'parola123');
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Hesabınızı doğrulayın' });
    expect(within(dialog).getByText(/e-posta adresinizi ve cep telefonunuzu doğrulamanız/)).toBeTruthy();
    expect(within(dialog).getByText('+90 5** *** ** 67')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Doğrulamaya devam et' });
    expect(link.getAttribute('href')).toBe(`/verify?ticket=${opaque('V')}&phone=%2B90+5**+***+**+67`);
    fireEvent.click(link);
    expect(await screen.findByText('Doğrulama sayfası')).toBeTruthy();
  });

  it('spec §3 expire modal: shows the content and the login name', async () => {
    const expire = { code: 'DEMO_ENDED', content: 'Deneme süreniz 12.03.2026 tarihinde sona erdi.', loginName: 'sule.irmak' };
    await renderLogin(answer({ status: 'expired', expire }));
    fillIn('sule.irmak@ornek.com.tr', 'parola123');
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Deneme süreniz sona erdi' });
    expect(within(dialog).getByText(expire.content)).toBeTruthy();
    expect(within(dialog).getByText('sule.irmak')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('spec §4 cross-host: redirect replaces the page with the right host and the sessionId', async () => {
    const { client, store } = await renderLogin(answer({ status: 'redirect', host: HostLabel.Src, sessionId: opaque('S') }));
    fillIn('sule.irmak@ornek.com.tr', 'parola123');
    submit();
    // jsdom's page is http://localhost:3000/: the apex, so the base domain is localhost.
    await waitFor(() => expect(client.replaced).toEqual([`http://src.localhost:3000/?sessionId=${opaque('S')}`]));
    expect(store.get(userAtom)).toBeNull();
  });

  it("spec §8: the server's Turkish error shows in an alert and the button comes back", async () => {
    await renderLogin({ 'POST auth/login': () => ({ status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'E-posta veya şifre hatalı.' } }) });
    fillIn('sule.irmak@ornek.com.tr', 'yanlis-parola');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('E-posta veya şifre hatalı.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Giriş Yap' }).hasAttribute('disabled')).toBe(false));
  });

  it('spec §4 keepSession cookie: removed on the login page', async () => {
    ensureKeepSessionCookie(true);
    await renderLogin({});
    expect(readKeepSessionCookie()).toBeNull();
  });
});

describe('LoginPage phone tab (spec §7 auth/login/phone)', () => {
  it('formats the number as typed, sends it in E.164 and says the SMS link was sent', async () => {
    const { server } = await renderLogin({ 'POST auth/login/phone': () => ({ body: { data: { message: 'Gönderildi' } } }) });
    fireEvent.click(screen.getByRole('tab', { name: 'Telefon ile' }));
    // The phone form is its own chunk (lazy routes): wait for it.
    const phone = await screen.findByLabelText(/^Cep telefonu/);
    fireEvent.change(phone, { target: { value: '05321234567' } });
    expect((phone as HTMLInputElement).value).toBe('0532 123 45 67');
    fireEvent.click(screen.getByRole('button', { name: 'Giriş bağlantısı gönder' }));

    expect(await screen.findByRole('heading', { name: 'SMS ile giriş bağlantısı gönderildi' })).toBeTruthy();
    expect(server.hitsOf('POST auth/login/phone').map((h) => h.body)).toEqual([{ phone: '+905321234567', keepSession: false }]);
    fireEvent.click(screen.getByRole('button', { name: 'Başka bir numara dene' }));
    expect(screen.getByLabelText(/^Cep telefonu/)).toBeTruthy();
  });

  it('spec §5: a number that is not a Turkish mobile gets the contract message and is not sent', async () => {
    const { server } = await renderLogin({});
    fireEvent.click(screen.getByRole('tab', { name: 'Telefon ile' }));
    fireEvent.change(await screen.findByLabelText(/^Cep telefonu/), { target: { value: '0212 123 45 67' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş bağlantısı gönder' }));
    expect(await screen.findByText('Geçerli bir cep telefonu girin (+90 5XX XXX XX XX)')).toBeTruthy();
    expect(server.hits).toHaveLength(0);
  });
});
