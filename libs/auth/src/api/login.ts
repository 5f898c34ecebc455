import { api } from '@portal/shared/api-client';

/** Body of `POST auth/login` (spec §7 Auth); `email` also carries a user name. */
export interface LoginRequest {
  email: string;
  password: string;
  /** Keep the refresh cookie after the browser closes (DESIGN.md §4). */
  keepSession: boolean;
}

export function login(body: LoginRequest): Promise<unknown> {
  return api.post('auth/login', { json: body }).json<unknown>();
}
