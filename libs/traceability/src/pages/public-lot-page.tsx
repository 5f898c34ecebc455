import { Alert, Box, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lotTokenSchema } from '@portal/contracts';
import { errorMessage } from '@portal/shared/api-client';
import { BrandLogo, BrandProvider, copyrightLine, trcBrand } from '@portal/shared/ui';
import { IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isLinkNotFound, usePublicLot, type PublicLotAddress } from '../api/get-public-lot';
import { PublicLotView } from './public-lot-view';
import { useConsumerPageHead } from './use-consumer-page-head';

export const INVALID_LOT_LINK_TEXT = 'Bu ürün bağlantısı geçerli değil ya da kaldırılmış';
const PAGE_TITLE = 'Ürün bilgisi';

/** The page's frame on the TRC brand: the logo above, the copyright line below; mobile first. */
function Shell({ children }: { children: ReactNode }) {
  return (
    <BrandProvider brand={trcBrand}>
      <Box bg="var(--mantine-color-gray-0)" mih="100vh" py={{ base: 'sm', sm: 'xl' }}>
        <Container size="sm" px={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            <Group component="header" justify="space-between" wrap="nowrap">
              <BrandLogo size={32} />
              <Text fz="sm" c="gray.7">
                Ürün bilgisi
              </Text>
            </Group>
            <main>{children}</main>
            <Box component="footer" py="sm">
              <Text fz="xs" c="gray.7">
                Bu sayfa üreticinin saha kayıtlarından hazırlanmıştır. {copyrightLine(trcBrand)}
              </Text>
            </Box>
          </Stack>
        </Container>
      </Box>
    </BrandProvider>
  );
}

/** The lot the address names: `/lot/:token`, or `/01/:gtin/10/:lot?t=…` (GS1 Digital Link); null when malformed. */
function useAddress(): PublicLotAddress | null {
  const { token, gtin, lot } = useParams();
  const [query] = useSearchParams();
  if (gtin !== undefined || lot !== undefined) {
    const t = query.get('t') ?? '';
    if (!gtin || !/^\d{8,14}$/.test(gtin) || !lot || !lotTokenSchema.safeParse(t).success) return null;
    return { gtin, lot, token: t };
  }
  return token && lotTokenSchema.safeParse(token).success ? { token } : null;
}

/**
 * The consumer page on the `trc` host, opened from the QR code on a package with no
 * session: what grew where, the stages, the sprayings with their waiting periods, the harvest and
 * packing dates. An unknown, revoked or malformed link is told plainly, and a malformed one is not
 * even asked for.
 */
export function PublicLotPage() {
  const address = useAddress();
  const query = usePublicLot(address ?? { token: '' }, address !== null);
  const lot = query.data;
  useConsumerPageHead(lot ? `${lot.plant} · ${lot.lotCode} | ${trcBrand.name}` : `${PAGE_TITLE} | ${trcBrand.name}`);

  if (!address || (query.error && isLinkNotFound(query.error))) {
    return (
      <Shell>
        <Paper withBorder radius="md" p="lg">
          <Stack align="center" ta="center" gap="sm">
            <IconLinkOff size={48} aria-hidden color="var(--mantine-color-gray-7)" />
            <Title order={1} fz="h3">
              {INVALID_LOT_LINK_TEXT}
            </Title>
            <Text c="gray.7">Karekod yanlış okunmuş ya da bu ürünün sayfası üretici tarafından kaldırılmış olabilir. Karekodu yeniden okutmayı deneyin.</Text>
          </Stack>
        </Paper>
      </Shell>
    );
  }
  if (query.error) {
    return (
      <Shell>
        <Title order={1} fz="h3" mb="sm">
          {PAGE_TITLE}
        </Title>
        <Alert color="red" variant="light" title="Ürün bilgisi şu an gösterilemiyor">
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{errorMessage(query.error)}</Text>
            <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
              Yeniden dene
            </Button>
          </Stack>
        </Alert>
      </Shell>
    );
  }
  if (!lot) {
    return (
      <Shell>
        <Title order={1} fz="h3" mb="sm">
          {PAGE_TITLE}
        </Title>
        <Center py="xl">
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Ürün bilgisi yükleniyor…</Text>
          </Group>
        </Center>
      </Shell>
    );
  }
  return (
    <Shell>
      <PublicLotView lot={lot} />
    </Shell>
  );
}
