// What each move of the transition table asks for (contracts' memberTransitionBodySchema): the
// form's fields, their first values, the request body made of exactly those fields, and the checks
// the schema cannot make alone (the demo window, the subscription's order of dates).
import type { FormErrors } from '@mantine/form';
import {
  AppCode,
  DEMO_SEATS,
  MAX_DEMO_DAYS,
  memberTransitionBodySchema,
  SubscriptionPlans,
  type MemberAction,
  type MemberItem,
  type SubscriptionPlan,
} from '@portal/contracts';
import { schemaErrors } from '@portal/shared/ui';
import { addDays, dateText, dayOf, isoDay } from '@portal/shared/util';

export interface TransitionValues {
  demoEndsAt: string | null;
  seats: number | string;
  plan: string;
  startsAt: string | null;
  endsAt: string | null;
  /** An AppCode as text ('0' SRC, '1' RCT, '2' TRC). */
  app: string;
  note: string;
  reason: string;
}

export type TransitionField = keyof TransitionValues;

/** The fields of each move, in form order. */
export const TransitionFields: Record<MemberAction, readonly TransitionField[]> = {
  approve: ['demoEndsAt', 'seats', 'note'],
  extend: ['demoEndsAt', 'note'],
  convert: ['plan', 'seats', 'startsAt', 'endsAt', 'app', 'note'],
  renew: ['plan', 'seats', 'startsAt', 'endsAt', 'app', 'note'],
  cancel: ['reason'],
  reactivate: ['demoEndsAt', 'note'],
  note: ['note'],
};

/** A new demo runs this many days unless staff choose otherwise. */
export const DEMO_DAYS = 14;

const latest = (a: string, b: string) => (a > b ? a : b);
const isPlan = (value: string | null): value is SubscriptionPlan => value !== null && (SubscriptionPlans as readonly string[]).includes(value);

/** The form's first values for a move on `member`; `note` is what was typed before a reload. */
export function initialTransitionValues(action: MemberAction, member: MemberItem, note = '', now = new Date()): TransitionValues {
  const today = isoDay(0, now);
  const lastDemoDay = isoDay(MAX_DEMO_DAYS, now);
  const base: TransitionValues = { demoEndsAt: null, seats: '', plan: '', startsAt: null, endsAt: null, app: String(member.app ?? AppCode.Rct), note: '', reason: '' };
  switch (action) {
    case 'approve':
      return { ...base, demoEndsAt: isoDay(DEMO_DAYS, now), seats: DEMO_SEATS, note };
    case 'reactivate':
      return { ...base, demoEndsAt: isoDay(DEMO_DAYS, now), note };
    case 'extend': {
      const from = member.demoEndsAt ? latest(dayOf(member.demoEndsAt), today) : today;
      const next = addDays(from, DEMO_DAYS);
      return { ...base, demoEndsAt: next > lastDemoDay ? lastDemoDay : next, note };
    }
    case 'convert':
      return { ...base, plan: isPlan(member.plan) ? member.plan : '', seats: member.seats ?? DEMO_SEATS, startsAt: today, endsAt: addDays(today, -1, 1), note };
    case 'renew': {
      const startsAt = member.subscriptionEndsAt && member.subscriptionEndsAt >= today ? addDays(member.subscriptionEndsAt, 1) : today;
      return { ...base, plan: isPlan(member.plan) ? member.plan : '', seats: member.seats ?? DEMO_SEATS, startsAt, endsAt: addDays(startsAt, -1, 1), note };
    }
    case 'cancel':
      return { ...base, reason: note };
    case 'note':
      return { ...base, note };
  }
}

const optionalNote = (note: string) => (note.trim() ? { note: note.trim() } : {});
const seatsOf = (seats: number | string) => (seats === '' ? undefined : Number(seats));

/** The request body: exactly the fields of the move (an empty optional note is left out). */
export function transitionRequest(action: MemberAction, v: TransitionValues): Record<string, unknown> {
  switch (action) {
    case 'approve':
      return { action, demoEndsAt: v.demoEndsAt, seats: seatsOf(v.seats), ...optionalNote(v.note) };
    case 'extend':
    case 'reactivate':
      return { action, demoEndsAt: v.demoEndsAt, ...optionalNote(v.note) };
    case 'convert':
    case 'renew':
      return { action, plan: v.plan || undefined, seats: seatsOf(v.seats), startsAt: v.startsAt, endsAt: v.endsAt, app: v.app === '' ? undefined : Number(v.app), ...optionalNote(v.note) };
    case 'cancel':
      return { action, reason: v.reason };
    case 'note':
      return { action, note: v.note };
  }
}

/**
 * The contract's messages, then what the API checks beyond them (docs/api.md): a demo end after
 * today, at most MAX_DEMO_DAYS ahead, and after the current end when extending; a subscription
 * ending after it starts, with seats for the users the member already has.
 */
export function validateTransition(action: MemberAction, v: TransitionValues, member: Pick<MemberItem, 'demoEndsAt' | 'users'>, now = new Date()): FormErrors {
  const errors = schemaErrors(memberTransitionBodySchema, transitionRequest(action, v));
  if (TransitionFields[action].includes('demoEndsAt') && v.demoEndsAt && !errors['demoEndsAt']) {
    const first = isoDay(1, now);
    const last = isoDay(MAX_DEMO_DAYS, now);
    const current = member.demoEndsAt ? dayOf(member.demoEndsAt) : null;
    if (v.demoEndsAt < first) errors['demoEndsAt'] = 'Demo bitiş tarihi bugünden sonra olmalıdır';
    else if (v.demoEndsAt > last) errors['demoEndsAt'] = `Demo en fazla ${MAX_DEMO_DAYS} gün sonrasına (${dateText(last)}) kadar verilebilir`;
    else if (action === 'extend' && current && v.demoEndsAt <= current) errors['demoEndsAt'] = `Yeni bitiş tarihi şimdiki bitişten (${dateText(current)}) sonra olmalıdır`;
  }
  if (TransitionFields[action].includes('seats') && action !== 'approve' && !errors['seats'] && Number(v.seats) < member.users) {
    errors['seats'] = `Üyenin ${member.users} kullanıcısı var; kullanıcı sayısı bundan az olamaz`;
  }
  if (v.startsAt && v.endsAt && !errors['endsAt']) {
    if (v.endsAt <= v.startsAt) errors['endsAt'] = 'Bitiş tarihi başlangıçtan sonra olmalıdır';
    else if (v.endsAt < isoDay(0, now)) errors['endsAt'] = 'Bitiş tarihi geçmişte olamaz';
  }
  return errors;
}
