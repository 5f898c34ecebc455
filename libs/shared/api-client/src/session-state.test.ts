import { Role } from '@portal/contracts';
import { createStore } from 'jotai/vanilla';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SessionClientProvider, browserSessionClient, useSessionClient } from './session-client';
import { registerLogoutReset, roleAtom, runLogoutResets } from './session-state';

describe('session seam (features reach the session without auth)', () => {
  it('the role starts as 0 (spec §3)', () => {
    expect(createStore().get(roleAtom)).toBe(Role.User);
  });

  it('runs every registered reset, also after one throws, and not one that was unregistered', () => {
    const store = createStore();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const order: string[] = [];
    const a = registerLogoutReset(() => void order.push('a'));
    const b = registerLogoutReset(() => {
      throw new Error('boom');
    });
    const c = registerLogoutReset(() => void order.push('c'));
    registerLogoutReset(() => void order.push('gone'))();
    runLogoutResets(store);
    expect(order).toEqual(['a', 'c']);
    expect(warn).toHaveBeenCalledOnce();
    [a, b, c].forEach((off) => off());
    warn.mockRestore();
  });

  it('useSessionClient has no module-level fallback: outside its provider it throws', () => {
    const Probe = () => {
      useSessionClient();
      return null;
    };
    expect(() => renderToString(createElement(Probe))).toThrow(/SessionClientProvider/);
    expect(() => renderToString(createElement(SessionClientProvider, { client: browserSessionClient, children: createElement(Probe) }))).not.toThrow();
  });
});
