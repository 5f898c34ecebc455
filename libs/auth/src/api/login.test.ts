import { api } from '@portal/shared/api-client';
import { describe, expect, it, vi } from 'vitest';
import { login } from './login';

vi.mock('@portal/shared/api-client', () => ({ api: { post: vi.fn() } }));

describe('login (spec §7 Auth: POST auth/login)', () => {
  it('posts the credentials and keepSession as JSON', async () => {
    vi.mocked(api.post).mockReturnValue({ json: () => Promise.resolve({ data: { token: 't' } }) } as never);
    await expect(login({ email: 'a@b.com', password: 'gizli', keepSession: true })).resolves.toEqual({ data: { token: 't' } });
    expect(api.post).toHaveBeenCalledWith('auth/login', { json: { email: 'a@b.com', password: 'gizli', keepSession: true } });
  });
});
