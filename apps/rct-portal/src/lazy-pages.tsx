import { DefinitionSectionInfos } from '@portal/contracts';
import { PageTitle, RouterErrorScreen } from '@portal/layout';
import { LoadingScreen } from '@portal/shared/ui';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';

/** A definition section's screens (spec §2): list, `ekle` and `guncelle/:id`. */
export const sectionPatterns = (section: string) => [section, `${section}/ekle`, `${section}/guncelle/:id`];

const sections = Object.keys(DefinitionSectionInfos);
/** The patterns of the MRL screens (@portal/mrl) and of the other definition sections (@portal/definitions). */
export const mrlPatterns = sections.filter((s) => s.startsWith('mrl-')).flatMap(sectionPatterns);
export const definitionPatterns = sections.filter((s) => !s.startsWith('mrl-')).flatMap(sectionPatterns);
/** The producer and production-area screens (@portal/producers, spec §2); the map loads later still, with the area pages. */
export const producerPatterns = [
  'ureticiler',
  'ureticiler/ekle',
  'ureticiler/guncelle/:id',
  'ureticiler/uretim-alanlari/ekle/:id?',
  'ureticiler/uretim-alanlari/guncelle/kurumsal/:farmAreaId',
  'ureticiler/uretim-alanlari/guncelle/:farmerId/:farmAreaId',
];

/** The dashboard (@portal/dashboard, spec §2 `dashboard`); @mantine/charts loads later still, with its first chart. */
export const dashboardPatterns = ['dashboard'];

/** The member lists, member pages and portal users (@portal/members, spec §2 "Member routes", "Portal administration"). */
export const memberPatterns = [
  'demo-talepler',
  'demo-uyeler',
  'iptal-uyeler',
  'uyeler',
  'demo-uyeler/bireysel/:id',
  'demo-uyeler/kurumsal/:id',
  'demo-uyeler/abonelik/:id',
  'iptal-uyeler/bireysel/:id',
  'iptal-uyeler/kurumsal/:id',
  'uyeler/bireysel/:id',
  'uyeler/kurumsal/:id',
  'uyeler/abonelik/:id',
  'uyeler/kullanicilar/:id',
  'uyeler/kullanici-ekle/:id',
  'uyeler/kullanici-guncelle/:id',
  'portal-users',
  'portal-users/add-user',
  'portal-users/edit-user/:id',
];

/** The prescription screens (@portal/prescriptions, spec §2 and the detail route receteler/:id); loaded with the producers' (professional-pages.ts). */
export const prescriptionPatterns = ['receteler', 'receteler/:id', 'hizli-recete', 'recete/:farmAreaId/:farmerId?', 'gubreleme-yaz', 'gubreleme-yaz/:id'];

const PublicPrescriptionPage = lazy(() => import('@portal/public-prescription').then((m) => ({ default: m.PublicPrescriptionPage })));

/**
 * Spec §2 `/prescription/:token`: the public prescription page, its own chunk. It sits beside the
 * portal's route table, outside the session root: a farmer opening a QR code needs no session, so
 * no saved state is read, no token refresh is tried and nobody is sent to the login page. The
 * portal's pages it links to (/iletisim) start the session as usual.
 */
export const publicPrescriptionRoute: RouteObject = {
  path: '/prescription/:token',
  element: (
    <>
      <PageTitle />
      <Suspense fallback={<LoadingScreen />}>
        <PublicPrescriptionPage />
      </Suspense>
    </>
  ),
  errorElement: <RouterErrorScreen />,
};
