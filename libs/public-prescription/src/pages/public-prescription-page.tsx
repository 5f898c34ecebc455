import { Alert, Anchor, Badge, Box, Button, Center, Container, Divider, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { linkTokenSchema, PUBLIC_QR_SIZE, type PublicPrescription } from '@portal/contracts';
import { errorMessage } from '@portal/shared/api-client';
import { BrandLogo, copyrightLine, FactCards, SprayStrip, useBrand, useNarrowScreen, useNoIndex } from '@portal/shared/ui';
import { dateText, numberText } from '@portal/shared/util';
import { IconAlertTriangle, IconLinkOff } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isLinkNotFound, usePublicPrescription } from '../api/get-public-prescription';
import { usePublicSprayPlan } from '../api/get-public-spray-plan';

export const INVALID_LINK_TEXT = 'Bu reçete bağlantısı geçersiz ya da iptal edilmiş';

const severityLabel: Record<string, { label: string; color: string }> = {
  error: { label: 'Dikkat', color: 'red' },
  attention: { label: 'Dikkat', color: 'red' },
  // Orange's darkest shade is 4.3:1 on white, below AA for this 16 px label: the word carries it.
  warning: { label: 'Uyarı', color: 'dark' },
  info: { label: 'Bilgi', color: 'blue' },
};

/** The page's frame: the brand above, the support contact and the copyright line below. */
function Shell({ children, qr }: { children: ReactNode; qr: boolean }) {
  const brand = useBrand();
  return (
    <Box bg="var(--mantine-color-gray-0)" mih="100vh" py={{ base: 'md', sm: 'xl' }}>
      <Container size="md" component="main">
        <Stack gap="lg">
          <Group justify="space-between">
            <BrandLogo size={36} />
            <Text fz="sm" c="gray.7">
              Dijital reçete
            </Text>
          </Group>
          {children}
          <Paper component="footer" withBorder radius="md" p="md">
            <Group justify="space-between" align="center" gap="lg" wrap="wrap">
              {qr && (
                <Box bg="white" p={6} style={{ lineHeight: 0, borderRadius: 6 }}>
                  <QRCodeSVG value={window.location.href} size={PUBLIC_QR_SIZE} level="H" role="img" aria-label="Bu sayfanın karekodu" data-testid="page-qr" />
                </Box>
              )}
              <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
                <Text fz="sm" fw={600}>
                  Destek
                </Text>
                <Text fz="sm">
                  Bu reçeteyle ilgili sorularınız için reçeteyi düzenleyen kuruma, portal için{' '}
                  <Anchor component={Link} to="/iletisim" fw={600}>
                    iletişim formuna
                  </Anchor>{' '}
                  başvurun.
                </Text>
                <Text fz="xs" c="gray.7">
                  {copyrightLine(brand)}
                </Text>
              </Stack>
            </Group>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

/** When to spray at the prescription's area: asked once the page has verified the link, and only for one that may be applied. */
function PublicSprayStrip({ token }: { token: string }) {
  const query = usePublicSprayPlan(token, true);
  return <SprayStrip plan={query.data} error={query.error} onRetry={() => void query.refetch()} />;
}

function PrescriptionView({ p, token }: { p: PublicPrescription; token: string }) {
  const sprayable = !p.fertilization && p.productionArea !== null && !p.withdrawn && p.state !== 'cancelled';
  const place = p.productionArea ? [p.productionArea.neighbourhoodName, p.productionArea.districtName, p.productionArea.provinceName].filter(Boolean).join(', ') : null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article" aria-labelledby="public-prescription-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Text fz="sm" c="gray.7">
              {p.memberName}
            </Text>
            <Title order={1} fz="h2" id="public-prescription-title">
              {p.fertilization ? 'Gübreleme Planı' : 'Reçete'} No: {p.prescriptionNo}
            </Title>
            {p.title && <Text>{p.title}</Text>}
          </div>
          {p.withdrawn ? (
            <Badge color="dark" size="lg" variant="filled">
              GERİ ÇEKİLDİ
            </Badge>
          ) : p.state === 'cancelled' ? (
            <Badge color="red" size="lg" variant="filled">
              İPTAL EDİLDİ
            </Badge>
          ) : (
            <Badge color="green" size="lg" variant="light">
              Geçerli
            </Badge>
          )}
        </Group>
        {p.withdrawn && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Bu reçete geri çekildi">
            Bu reçete {dateText(p.withdrawn.at)} tarihinde {p.withdrawn.byName}
            {p.withdrawn.byRole ? ` (${p.withdrawn.byRole})` : ''} tarafından geri çekilmiştir; uygulamada kullanmayın. Bilgi için {p.memberName} ile görüşün.
          </Alert>
        )}
        {p.state === 'cancelled' && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Bu reçete iptal edildi">
            Bu reçete düzenleyeni tarafından iptal edilmiştir; uygulamada kullanmayın. Güncel reçeteyi düzenleyen kurumdan isteyin.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="section" aria-label="Reçete bilgileri">
          <Field label="Üretici">{p.producerFullName ?? '—'}</Field>
          <Field label="Bitki">{p.plantName}</Field>
          <Field label="Üretim alanı">{p.productionArea ? `${p.productionArea.name} — ${place}` : '—'}</Field>
          <Field label="Uygulama / planlanan hasat">{`${dateText(p.startDate)} / ${dateText(p.plannedHarvestDate)}`}</Field>
        </SimpleGrid>
        {p.harmfulOrganisms.length > 0 && !p.fertilization && <Field label="Zararlı organizmalar">{p.harmfulOrganisms.join(', ')}</Field>}
        <Divider />
        {p.fertilization ? <PlanRows plan={p.fertilization} /> : (
          <>
        <Title order={2} fz="h4">
          Ürünler
        </Title>
        <PrescriptionLines lines={p.lines} />
          </>
        )}
        {sprayable && (
          <>
            <Divider />
            <PublicSprayStrip token={token} />
          </>
        )}
        {p.warnings.length > 0 && (
          <Stack gap="xs" component="section" aria-labelledby="public-warnings-title">
            <Title order={2} fz="h4" id="public-warnings-title">
              Uyarılar
            </Title>
            <Stack gap={6} component="ul" m={0} pl="md">
              {p.warnings.map((w, i) => {
                const s = severityLabel[w.severity] ?? { label: 'Not', color: 'gray' };
                return (
                  <Text key={i} component="li" fz="sm">
                    <Text span fw={700} c={`${s.color}.9`}>
                      {s.label}:
                    </Text>{' '}
                    {w.text}
                  </Text>
                );
              })}
            </Stack>
          </Stack>
        )}
        <Divider />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fz="sm">
            Düzenleyen: <strong>{p.prescriber.fullName}</strong> ({p.prescriber.title}
            {p.prescriber.authorizationNumber ? `, yetki no ${p.prescriber.authorizationNumber}` : ''})
          </Text>
          <Text fz="sm" c="gray.7">
            Düzenlenme: {dateText(p.issuedAt)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

type Line = PublicPrescription['lines'][number];

/** A line's figures, each as its table cell and its card field show it. */
function lineFacts(l: Line): { label: string; value: string }[] {
  return [
    { label: 'Zararlı', value: l.harmfulOrganism },
    { label: 'Doz', value: `${numberText(l.dose)} ${l.doseUnit}` },
    { label: 'Alan için miktar', value: l.productAmount === null ? '—' : `${numberText(l.productAmount, 2)} ${l.productUnit ?? ''}`.trim() },
    { label: 'Hasat aralığı', value: l.phiDays === null ? '—' : `${l.phiDays} gün` },
    { label: 'Tekrar giriş', value: l.reEntryHours === null ? '—' : `${l.reEntryHours} saat` },
  ];
}
const LINE_COLUMNS = ['Zararlı', 'Doz', 'Alan için miktar', 'Hasat aralığı', 'Tekrar giriş'];

function ProductName({ line }: { line: Line }) {
  return (
    <>
      <Text fz="sm" fw={700}>
        {line.tradeName}
      </Text>
      <Text fz="xs" c="gray.7">
        {line.activeSubstances.join(', ')}
      </Text>
    </>
  );
}

/** The product lines: a table, or one card per line on a phone, where farmers read it, so no column is out of sight. */
function PrescriptionLines({ lines }: { lines: Line[] }) {
  if (useNarrowScreen()) {
    return (
      <FactCards
        label="Reçetedeki ürünler"
        cards={lines.map((l, i) => ({ key: i, name: l.tradeName, title: <ProductName line={l} />, facts: lineFacts(l) }))}
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder striped fz="sm" aria-label="Reçetedeki ürünler">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ürün</Table.Th>
            {LINE_COLUMNS.map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                <ProductName line={l} />
              </Table.Td>
              {lineFacts(l).map((f) => (
                <Table.Td key={f.label}>{f.value}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A fertilization plan's info, rows and N-P₂O₅-K₂O per decare. */
function PlanRows({ plan }: { plan: NonNullable<PublicPrescription['fertilization']> }) {
  const narrow = useNarrowScreen();
  return (
    <Stack gap="sm" component="section" aria-labelledby="public-plan-title">
      <Title order={2} fz="h4" id="public-plan-title">
        Gübreleme planı
      </Title>
      {plan.info && (
        <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
          {plan.info}
        </Text>
      )}
      {narrow ? (
        <Stack gap="sm" component="ul" m={0} p={0} aria-label="Plan satırları" style={{ listStyle: 'none' }}>
          {plan.rows.map((r, i) => (
            <Paper key={i} component="li" withBorder radius="sm" p="sm" aria-label={`${r.stage}: ${r.productName}`}>
              <Stack gap={4}>
                <Text fz="sm" fw={700}>
                  {r.productName}
                </Text>
                <Text fz="xs" c="gray.7">
                  {r.stage}
                  {r.window ? ` · ${r.window}` : ''}
                </Text>
                <Text fz="sm">
                  {numberText(r.dose)} {r.doseUnit} · {r.method} · {r.applications} kez{r.intervalDays !== null ? `, ${r.intervalDays} gün arayla` : ''}
                </Text>
                {r.notes && (
                  <Text fz="xs" c="gray.7">
                    {r.notes}
                  </Text>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table withTableBorder striped fz="sm" aria-label="Plan satırları">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Dönem</Table.Th>
                <Table.Th>Ürün</Table.Th>
                <Table.Th>Doz</Table.Th>
                <Table.Th>Uygulama</Table.Th>
                <Table.Th>Sayı / aralık</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.rows.map((r, i) => (
                <Table.Tr key={i}>
                  <Table.Td>
                    {r.stage}
                    {r.window && (
                      <Text fz="xs" c="gray.7">
                        {r.window}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" fw={700}>
                      {r.productName}
                    </Text>
                    {r.notes && (
                      <Text fz="xs" c="gray.7">
                        {r.notes}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {numberText(r.dose)} {r.doseUnit}
                  </Table.Td>
                  <Table.Td>{r.method}</Table.Td>
                  <Table.Td>
                    {r.applications} kez{r.intervalDays !== null ? `, ${r.intervalDays} gün arayla` : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text fz="sm">
        Dekar başına toplam: N {numberText(plan.perDecare.nitrogen, 2)} kg, P₂O₅ {numberText(plan.perDecare.phosphorusPentoxide, 2)} kg, K₂O {numberText(plan.perDecare.potassiumOxide, 2)} kg
      </Text>
    </Stack>
  );
}

/**
 * /prescription/:token (spec §2 "The public prescription page"): verifies the link with the
 * public call and shows the header (producer's full name, prescription number, area with
 * province, district and neighbourhood, plant), the products and warnings, and a footer with the
 * QR code of this page's address (144 px, error correction H), the support contact and the
 * copyright line. An unknown or revoked link is told plainly. No session is needed.
 */
export function PublicPrescriptionPage() {
  const { token = '' } = useParams();
  useNoIndex();
  const wellFormed = linkTokenSchema.safeParse(token).success;
  const query = usePublicPrescription(token, wellFormed);

  if (!wellFormed || (query.error && isLinkNotFound(query.error))) {
    return (
      <Shell qr={false}>
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" ta="center" gap="sm">
            <IconLinkOff size={48} aria-hidden color="var(--mantine-color-gray-7)" />
            <Title order={1} fz="h2">
              {INVALID_LINK_TEXT}
            </Title>
            <Text c="gray.7">Bağlantı yanlış yazılmış, yenilenmiş ya da reçeteyi düzenleyen tarafından iptal edilmiş olabilir. Güncel bağlantıyı reçeteyi size gönderen kişiden isteyin.</Text>
          </Stack>
        </Paper>
      </Shell>
    );
  }
  if (query.error) {
    return (
      <Shell qr={false}>
        <Alert color="red" variant="light" title="Reçete şu an gösterilemiyor">
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{errorMessage(query.error)}</Text>
            <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
              Yeniden dene
            </Button>
          </Stack>
        </Alert>
      </Shell>
    );
  }
  if (!query.data) {
    return (
      <Shell qr={false}>
        <Center py="xl">
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Reçete doğrulanıyor…</Text>
          </Group>
        </Center>
      </Shell>
    );
  }
  return (
    <Shell qr>
      <PrescriptionView p={query.data} token={token} />
    </Shell>
  );
}
