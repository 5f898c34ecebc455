import { Alert, Anchor, Badge, Button, Card, Group, Menu, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PrescriptionKind, type Prescription } from '@portal/contracts';
import { ApiError, errorMessage } from '@portal/shared/api-client';
import { PrescriptionStatusBadge, SprayStrip } from '@portal/shared/ui';
import { IconBrandWhatsapp, IconChevronDown, IconFileDownload, IconMail, IconMapPin, IconMessage, IconNotebook, IconPencil, IconPrinter, IconSend, IconSpray, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePrescription } from '../api/get-prescription';
import { useDownloadPdf } from '../api/get-prescription-pdf';
import { usePrescriptionSprayPlan } from '../api/get-spray-plan';
import { AttachModal, type AttachTarget } from '../components/attach-modal';
import { EmailModal, type EmailTarget } from '../components/email-modal';
import { FindingsPanel } from '../components/findings-panel';
import { dateTimeText } from '@portal/shared/util';
import { emailStatusOf, kindLabel } from '../components/prescription-text';
import { LinkPanel } from '../components/link-panel';
import { PhoneShareDialog, type PhoneShareTarget } from '../components/phone-share-dialog';
import { documentOf, PrescriptionDocument } from '../components/prescription-document';
import { ReferenceChangeAlert } from '../components/reference-change-alert';
import { correctionContext } from '../editor/model';
import { PrescriptionEditor } from '../editor/prescription-editor';
import { PlanDocument } from '../fertilization/plan-document';
import { SendPlanModal } from '../fertilization/send-modal';
import { areaRegisterPath, planEditPath, prescriptionPath, PRESCRIPTIONS_PATH, recordApplicationPath } from '../paths';
import { useCanWritePrescriptions } from '../state/session';
import { Loading, Problem } from './editor-pages';

/**
 * receteler/:id (our design; spec §3 "Prescription", §7): the whole prescription as an A4 sheet
 * ("Yazdır"), its PDF, e-mail to the producer or the member and the e-mails sent, the public link
 * with its QR code, "Alanlara / Üreticilere uygula" for a fast one and "Düzelt" for an issued one
 * (writers only, spec §6). `?duzelt=1` opens the editor on the correction. A reference change that
 * touches it is shown above the sheet until acknowledged.
 */
export function PrescriptionDetailPage() {
  const { id: idText } = useParams();
  const id = Number(idText);
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = usePrescription(valid ? id : 0, valid);
  const canWrite = useCanWritePrescriptions();
  const [params] = useSearchParams();

  if (!valid || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403))) {
    return (
      <Problem title="Reçete bulunamadı">
        <Text fz="sm">Aradığınız reçete silinmiş ya da hiç var olmamış olabilir.</Text>
      </Problem>
    );
  }
  if (query.error) {
    return (
      <Problem title="Reçete alınamadı">
        <Text fz="sm">{errorMessage(query.error)}</Text>
      </Problem>
    );
  }
  if (!query.data) return <Loading text="Reçete yükleniyor…" />;
  const p = query.data;
  const plan = p.type === PrescriptionKind.Fertilization || p.type === PrescriptionKind.FertilizationToProducer;
  if (params.get('duzelt') === '1' && canWrite && !p.deleted && p.state === 'issued' && !plan) {
    return (
      <Stack gap="sm" w="100%">
        <Anchor component={Link} to={prescriptionPath(p.id)} fz="sm">
          ← Düzeltmeden vazgeç, reçeteye dön
        </Anchor>
        <PrescriptionEditor key={`duzelt-${p.id}`} ctx={correctionContext(p)} />
      </Stack>
    );
  }
  // A deleted one is kept to be read (a correction's original): nothing changes or sends it.
  return <PrescriptionDetail p={p} canWrite={canWrite && !p.deleted} />;
}

function PrescriptionDetail({ p, canWrite }: { p: Prescription; canWrite: boolean }) {
  const pdf = useDownloadPdf();
  const [email, setEmail] = useState<EmailTarget | null>(null);
  const [phoneShare, setPhoneShare] = useState<PhoneShareTarget | null>(null);
  const [attach, setAttach] = useState<AttachTarget | null>(null);
  const [sending, setSending] = useState(false);
  const issued = p.state === 'issued';
  const fast = p.type === PrescriptionKind.Fast;
  const template = p.type === PrescriptionKind.Fertilization;
  const plan = template || p.type === PrescriptionKind.FertilizationToProducer;

  const download = () =>
    pdf.mutate({ id: p.id, prescriptionNo: p.prescriptionNo }, { onError: (error) => notifications.show({ color: 'red', title: 'PDF indirilemedi', message: errorMessage(error) }) });

  return (
    <Stack gap="lg" w="100%">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md" className="rx-no-print">
        <div>
          <Anchor component={Link} to={PRESCRIPTIONS_PATH} fz="sm">
            ← Reçeteler
          </Anchor>
          <Title order={1} fz="h2">
            {plan ? 'Gübreleme planı' : 'Reçete'} {p.prescriptionNo}
          </Title>
          <Group gap={6} mt={4}>
            <Badge variant="light">{kindLabel(p.type)}</Badge>
            <PrescriptionStatusBadge prescription={p} />
          </Group>
        </div>
        <Group gap="sm" wrap="wrap">
          <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
            Yazdır
          </Button>
          {!p.deleted && (
            <Button variant="default" leftSection={<IconFileDownload size={16} aria-hidden />} onClick={download} loading={pdf.isPending}>
              PDF indir
            </Button>
          )}
          {canWrite && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="light" leftSection={<IconMail size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />}>
                  E-posta gönder
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setEmail('producer')}>Üreticiye gönder</Menu.Item>
                <Menu.Item onClick={() => setEmail('member')}>Kendime / firmaya gönder</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
          {canWrite && issued && (
            <>
              <Button variant="light" leftSection={<IconMessage size={16} aria-hidden />} onClick={() => setPhoneShare('sms')}>
                SMS ile gönder
              </Button>
              <Button variant="light" color="green" leftSection={<IconBrandWhatsapp size={16} aria-hidden />} onClick={() => setPhoneShare('whatsapp')}>
                WhatsApp ile paylaş
              </Button>
            </>
          )}
          {canWrite && fast && issued && (
            <>
              <Button variant="light" leftSection={<IconMapPin size={16} aria-hidden />} onClick={() => setAttach('areas')}>
                Alanlara uygula
              </Button>
              <Button variant="light" leftSection={<IconUsers size={16} aria-hidden />} onClick={() => setAttach('producers')}>
                Üreticilere uygula
              </Button>
            </>
          )}
          {canWrite && template && (
            <>
              <Button variant="light" leftSection={<IconSend size={16} aria-hidden />} onClick={() => setSending(true)}>
                Üreticilere gönder
              </Button>
              <Button component={Link} to={planEditPath(p.id)} leftSection={<IconPencil size={16} aria-hidden />}>
                Şablonu düzenle
              </Button>
            </>
          )}
          {/* The producer's register: what was applied of an area prescription is recorded against it. */}
          {p.productionAreaId !== null && !plan && (
            <Button variant="default" component={Link} to={areaRegisterPath(p.productionAreaId)} leftSection={<IconNotebook size={16} aria-hidden />}>
              Kayıt defteri
            </Button>
          )}
          {canWrite && issued && !plan && !fast && p.productionAreaId !== null && (
            <Button variant="light" component={Link} to={recordApplicationPath(p.id)} leftSection={<IconSpray size={16} aria-hidden />}>
              Uygulama kaydet
            </Button>
          )}
          {canWrite && issued && !plan && (
            <Button component={Link} to={`${prescriptionPath(p.id)}?duzelt=1`} leftSection={<IconPencil size={16} aria-hidden />}>
              Düzelt
            </Button>
          )}
        </Group>
      </Group>

      <ReferenceChangeAlert prescriptionId={p.id} flags={p.referenceChanges} />
      {p.deleted && (
        <Alert color="dark" variant="light" title="Silindi (geri çekildi)" className="rx-no-print">
          <Text fz="sm">
            Bu reçete {dateTimeText(p.deleted.at)} tarihinde {p.deleted.byName}
            {p.deleted.byRole ? ` (${p.deleted.byRole})` : ''} tarafından silindi. Listelerde görünmez; kaydı ve paylaşılan bağlantısı, geri çekildiğini söyleyerek saklanır.
          </Text>
        </Alert>
      )}
      {!issued && (
        <Alert color="red" variant="light" title="İPTAL EDİLDİ" className="rx-no-print">
          <Stack gap={4}>
            <Text fz="sm">
              Bu reçete {dateTimeText(p.cancelledAt)} tarihinde iptal edildi{p.cancelReason ? `: ${p.cancelReason}` : '.'}
            </Text>
            {p.correctedBy && (
              <Text fz="sm">
                Yerine düzenlenen reçete:{' '}
                <Anchor component={Link} to={prescriptionPath(p.correctedBy.id)} fw={600}>
                  {p.correctedBy.prescriptionNo}
                </Anchor>
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      {p.corrects && (
        <Alert color="blue" variant="light" className="rx-no-print">
          Bu reçete{' '}
          <Anchor component={Link} to={prescriptionPath(p.corrects.id)} fw={600}>
            {p.corrects.prescriptionNo}
          </Anchor>{' '}
          numaralı reçetenin düzeltmesidir.
        </Alert>
      )}
      {p.template && (
        <Alert color="blue" variant="light" className="rx-no-print">
          Bu plan{' '}
          <Anchor component={Link} to={prescriptionPath(p.template.id)} fw={600} c="inherit" underline="always">
            {p.template.title ?? 'gübreleme şablonundan'}
          </Anchor>{' '}
          şablonundan düzenlendi.
        </Alert>
      )}
      {p.source && !p.template && (
        <Alert color="blue" variant="light" className="rx-no-print">
          Bu reçete{' '}
          <Anchor component={Link} to={prescriptionPath(p.source.id)} fw={600}>
            {p.source.prescriptionNo}
          </Anchor>{' '}
          numaralı hızlı reçeteden uygulandı.
        </Alert>
      )}

      {plan ? <PlanDocument p={p} printArea /> : <PrescriptionDocument model={documentOf(p)} printArea />}

      {/* When to apply it: an area prescription that is still to be applied (not printed). */}
      {!plan && p.productionAreaId !== null && issued && !p.deleted && <PrescriptionSprayPlan id={p.id} />}

      {p.findings.length > 0 && (
        <div className="rx-no-print">
          <FindingsPanel result={{ findings: p.findings, blocking: [], toAcknowledge: [], canIssue: true }} acknowledged={p.acknowledgements.map((a) => a.key)} lineName={(key) => (plan ? p.fertilizationPlans.find((r) => r.key === key)?.productName : p.lines.find((l) => l.key === key)?.tradeName)} />
        </div>
      )}

      <SentEmails p={p} />
      {canWrite && <LinkPanel prescriptionId={p.id} />}

      {canWrite && <EmailModal prescription={p} target={email} onClose={() => setEmail(null)} />}
      {canWrite && <PhoneShareDialog prescription={p} target={phoneShare} onClose={() => setPhoneShare(null)} />}
      {canWrite && template && <SendPlanModal opened={sending} templateId={p.id} templateNo={p.prescriptionNo} acknowledged={p.acknowledgements.map((a) => a.key)} onClose={() => setSending(false)} />}
      {canWrite && fast && <AttachModal prescriptionId={p.id} prescriptionNo={p.prescriptionNo} acknowledged={p.acknowledgements.map((a) => a.key)} target={attach} onClose={() => setAttach(null)} />}
    </Stack>
  );
}

/** The spray-window planner's 3-day strip for the prescription's area (GET prescription/{id}/spray-plan). */
function PrescriptionSprayPlan({ id }: { id: number }) {
  const query = usePrescriptionSprayPlan(id);
  return (
    <Card withBorder radius="md" padding="md" className="rx-no-print">
      <SprayStrip plan={query.data} error={query.error} onRetry={() => void query.refetch()} />
    </Card>
  );
}

const channelLabel = { mail: 'E-posta', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

/** The e-mails, SMS and WhatsApp shares of the prescription and their delivery state (the outbox's). */
function SentEmails({ p }: { p: Prescription }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="sent-emails-title" className="rx-no-print">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="sent-emails-title">
          Gönderimler
        </Title>
        {p.emails.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Bu {p.type === PrescriptionKind.Fertilization || p.type === PrescriptionKind.FertilizationToProducer ? 'plan' : 'reçete'} henüz e-posta ya da SMS ile gönderilmedi.
          </Text>
        ) : (
          // On a phone the table scrolls sideways and has nothing focusable: the container takes the focus, so the keyboard scrolls it too.
          <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} role="region" aria-label="Gönderimler tablosu">
            <Table withTableBorder verticalSpacing="xs" fz="sm" aria-label="Gönderilen e-postalar ve SMS'ler">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Kanal</Table.Th>
                  <Table.Th>Alıcı</Table.Th>
                  <Table.Th>Ad soyad</Table.Th>
                  <Table.Th>Durum</Table.Th>
                  <Table.Th>Gönderim</Table.Th>
                  <Table.Th>Gönderen</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.emails.map((m) => {
                  const status = emailStatusOf(m.status);
                  return (
                    <Table.Tr key={m.id}>
                      <Table.Td>{channelLabel[m.channel ?? 'mail']}</Table.Td>
                      <Table.Td>{m.recipient}</Table.Td>
                      <Table.Td>{m.recipientName ?? '—'}</Table.Td>
                      <Table.Td>
                        <Badge color={status.color} variant="light">
                          {status.label}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{dateTimeText(m.sentAt ?? m.createdAt)}</Table.Td>
                      <Table.Td>{m.sentBy}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
