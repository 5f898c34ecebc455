// GET dashboard (our design, docs/api.md "Dashboard"): the live figures of the
// `/dashboard` page for the roles of spec §6 (Admin, BestnetAdmin, BestnetDataLogger,
// BestnetSupport). The provider's staff get every figure over every member; a member's Admin
// gets its own member's users and prescriptions, and null for the figures about other members
// and the provider's reference data.
import { dashboardResponseSchema, errorEnvelopeSchema, ProviderRoles, type Dashboard } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthContext } from '../../platform/auth';
import type { Orm } from '../../platform/db';
import { demoRequestsPerWeek, demosEndingSoon, membersFigure, prescriptionsFigure, referenceFigure, todayInTurkey, usersFigure } from './figures';

export const DASHBOARD_TAG = 'Gösterge Paneli';

const isProvider = (role: number) => (ProviderRoles as readonly number[]).includes(role);

export async function dashboardOf(db: Orm, auth: AuthContext): Promise<Dashboard> {
  const provider = isProvider(auth.user.role);
  const memberId = provider ? null : auth.member.id;
  const generatedAt = new Date().toISOString();
  const [today, users, prescriptions, members, demoRequests, endingDemos, reference] = await Promise.all([
    todayInTurkey(db),
    usersFigure(db, memberId),
    prescriptionsFigure(db, memberId),
    provider ? membersFigure(db) : null,
    provider ? demoRequestsPerWeek(db) : null,
    provider ? demosEndingSoon(db) : null,
    provider ? referenceFigure(db) : null,
  ]);
  return {
    scope: provider ? 'provider' : 'member',
    generatedAt,
    today,
    members,
    demoRequestsPerWeek: demoRequests,
    demosEndingSoon: endingDemos,
    users,
    prescriptions,
    reference,
  };
}

export const getDashboard: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { access: { area: 'dashboard' } },
      schema: {
        tags: [DASHBOARD_TAG],
        summary: 'Gösterge paneli rakamları',
        description:
          'Canlı rakamlar: durum ve uygulamaya göre üyeler, haftalık demo talepleri (son 12 ISO haftası), 14 gün içinde biten demolar (en çok 20), kullanıcılar, son 30 günde günlük ve ile göre (ilk 10) reçeteler, referans veri sayıları ve son içe aktarma. Bestnet rolleri tüm üyeleri görür (scope: provider); bir üyenin yöneticisi yalnızca kendi kullanıcılarını ve reçetelerini görür (scope: member), diğer rakamlar null gelir.',
        response: { 200: dashboardResponseSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await dashboardOf(app.db, authOf(request)) }),
  );
};
