import { DEMO_SEATS, MemberActions, memberTransitionBodySchema, MembershipState } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { member } from '../testing/handlers';
import { isoDay } from '@portal/shared/util';
import { displayName } from './member-text';
import { initialTransitionValues, TransitionFields, transitionRequest, validateTransition } from './transition-values';

const now = new Date('2026-06-10T09:00:00Z');

describe('the move forms (contracts memberTransitionBodySchema)', () => {
  it('each move sends exactly the fields of its body, and its first values pass the contract', () => {
    const m = member(1, { status: MembershipState.InDemo, demoEndsAt: '2026-06-20T20:59:59.000Z', seats: 3, users: 2, plan: 'profesyonel', subscriptionEndsAt: null });
    for (const action of MemberActions) {
      const values = initialTransitionValues(action, m, action === 'note' || action === 'cancel' ? 'Görüşme yapıldı' : '', now);
      const body = transitionRequest(action, values);
      const keys = Object.keys(body).filter((k) => body[k] !== undefined);
      expect(keys.sort(), action).toEqual(['action', ...TransitionFields[action].filter((f) => f !== 'note' || action === 'note')].sort());
      expect(memberTransitionBodySchema.safeParse(body).success, action).toBe(true);
      expect(validateTransition(action, values, m, now), action).toEqual({});
    }
  });

  it('approve starts a demo of 14 days with DEMO_SEATS; extend moves the current end by 14 days', () => {
    expect(initialTransitionValues('approve', member(1), '', now)).toMatchObject({ demoEndsAt: '2026-06-24', seats: DEMO_SEATS });
    expect(initialTransitionValues('extend', member(1, { demoEndsAt: '2026-06-20T20:59:59.000Z' }), '', now).demoEndsAt).toBe('2026-07-04');
    expect(isoDay(14, now)).toBe('2026-06-24');
  });

  it('refuses what the API refuses: a demo end not after today or beyond 90 days, an extension not after the current end, seats below the users, an end before the start', () => {
    const m = member(1, { demoEndsAt: '2026-06-20T20:59:59.000Z', users: 4 });
    const base = initialTransitionValues('approve', m, '', now);
    expect(validateTransition('approve', { ...base, demoEndsAt: '2026-06-10' }, m, now)['demoEndsAt']).toBe('Demo bitiş tarihi bugünden sonra olmalıdır');
    expect(validateTransition('approve', { ...base, demoEndsAt: '2026-12-31' }, m, now)['demoEndsAt']).toMatch(/^Demo en fazla 90 gün/);
    expect(validateTransition('extend', { ...base, demoEndsAt: '2026-06-18' }, m, now)['demoEndsAt']).toBe('Yeni bitiş tarihi şimdiki bitişten (20.06.2026) sonra olmalıdır');
    const convert = initialTransitionValues('convert', m, '', now);
    expect(validateTransition('convert', { ...convert, seats: 2 }, m, now)['seats']).toBe('Üyenin 4 kullanıcısı var; kullanıcı sayısı bundan az olamaz');
    expect(validateTransition('convert', { ...convert, endsAt: convert.startsAt }, m, now)['endsAt']).toBe('Bitiş tarihi başlangıçtan sonra olmalıdır');
    expect(validateTransition('convert', { ...convert, plan: '' }, m, now)['plan']).toBe('Abonelik paketi seçin');
    expect(validateTransition('note', initialTransitionValues('note', m, '', now), m, now)['note']).toBe('Not zorunludur');
  });

  it('spec §2 "Member deletion dialog", §5: names capitalised with tr-TR, the rest as written', () => {
    expect(displayName('istanbul tarım')).toBe('İstanbul Tarım');
    expect(displayName('ığdır  ziraat odası')).toBe('Iğdır Ziraat Odası');
    expect(displayName('bestnet tarım A.Ş.')).toBe('Bestnet Tarım A.Ş.');
  });
});
