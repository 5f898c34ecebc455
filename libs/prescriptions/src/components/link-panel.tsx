import { Alert, Box, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PUBLIC_QR_SIZE } from '@portal/contracts';
import { errorMessage } from '@portal/shared/api-client';
import { ConfirmDialog } from '@portal/shared/ui';
import { IconCheck, IconCopy, IconLink, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useRevokeLink } from '../api/delete-link';
import { usePrescriptionLink } from '../api/get-link';
import { useRenewLink } from '../api/post-renew-link';
import { dateTimeText } from '@portal/shared/util';

/**
 * The public link of a prescription (spec §2 /prescription/:token, §7 GET prescription/{id}/link):
 * shown on demand (asking creates it), with a copy button and its QR code; "Yenile" makes a new
 * one and the old stops working, "İptal et" revokes it. Both after a confirmation.
 */
export function LinkPanel({ prescriptionId }: { prescriptionId: number }) {
  const [shown, setShown] = useState(false);
  const link = usePrescriptionLink(prescriptionId, shown);
  const renew = useRenewLink(prescriptionId);
  const revoke = useRevokeLink(prescriptionId);
  const [confirm, setConfirm] = useState<'renew' | 'revoke' | null>(null);

  const open = (which: 'renew' | 'revoke') => {
    renew.reset();
    revoke.reset();
    setConfirm(which);
  };
  const onConfirm = () => {
    if (confirm === 'renew') {
      renew.mutate(undefined, {
        onSuccess: () => {
          setConfirm(null);
          notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title: 'Bağlantı yenilendi', message: 'Eski bağlantı artık çalışmıyor; yenisini paylaşın.' });
        },
      });
    } else if (confirm === 'revoke') {
      revoke.mutate(undefined, {
        onSuccess: () => {
          // Stop asking first: asking again would make a new link.
          setShown(false);
          revoke.forgetLink();
          setConfirm(null);
          notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title: 'Bağlantı iptal edildi', message: 'Reçetenin herkese açık sayfası artık açılmıyor.' });
        },
      });
    }
  };
  const busy = renew.isPending || revoke.isPending;
  const failure = confirm === 'renew' ? renew.error : confirm === 'revoke' ? revoke.error : null;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="public-link-title" className="rx-no-print">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="public-link-title">
          Herkese açık bağlantı
        </Title>
        <Text fz="sm" c="dimmed">
          Bağlantıyı bilen herkes reçetenin özetini oturum açmadan görebilir (ör. üretici, bayi). Gerektiğinde yenileyebilir ya da iptal edebilirsiniz.
        </Text>
        {!shown ? (
          <Group>
            <Button variant="light" leftSection={<IconLink size={16} aria-hidden />} onClick={() => setShown(true)}>
              Bağlantıyı göster
            </Button>
          </Group>
        ) : link.error ? (
          <Alert color="red" variant="light" title="Bağlantı alınamadı">
            {errorMessage(link.error)}
          </Alert>
        ) : !link.data ? (
          <Text fz="sm" role="status">
            Bağlantı hazırlanıyor…
          </Text>
        ) : (
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Box bg="white" p={8} style={{ borderRadius: 8, lineHeight: 0 }}>
              <QRCodeSVG value={link.data.url} size={PUBLIC_QR_SIZE} level="H" role="img" aria-label="Bağlantının karekodu" data-testid="link-qr" />
            </Box>
            <Stack gap="xs" style={{ flex: 1, minWidth: 260 }}>
              <TextInput label="Bağlantı" value={link.data.url} readOnly onFocus={(e) => e.currentTarget.select()} />
              <Text fz="xs" c="dimmed">
                Oluşturulma: {dateTimeText(link.data.createdAt)}
              </Text>
              <Group gap="sm">
                <CopyButton value={link.data.url}>
                  {({ copied, copy }) => (
                    <Button variant="light" color={copied ? 'green' : undefined} leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />} onClick={copy}>
                      {copied ? 'Kopyalandı' : 'Kopyala'}
                    </Button>
                  )}
                </CopyButton>
                <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => open('renew')}>
                  Yenile
                </Button>
                <Button variant="default" color="red" leftSection={<IconLinkOff size={16} aria-hidden />} onClick={() => open('revoke')}>
                  İptal et
                </Button>
              </Group>
            </Stack>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm === 'renew' ? 'Bağlantıyı yenile' : 'Bağlantıyı iptal et'}
        confirmLabel={confirm === 'renew' ? 'Yenile' : 'İptal et'}
        color={confirm === 'revoke' ? 'red' : undefined}
        busy={busy}
        error={failure ? errorMessage(failure) : null}
        onCancel={() => setConfirm(null)}
        onConfirm={onConfirm}
      >
        {confirm === 'renew'
          ? 'Yeni bir bağlantı oluşturulsun mu? Eski bağlantı hemen çalışmaz hale gelir; onu paylaştığınız kişiler reçeteyi o bağlantıyla göremez.'
          : 'Bağlantı iptal edilsin mi? Bağlantıyla reçete artık görüntülenemez; isterseniz daha sonra yeni bir bağlantı oluşturabilirsiniz.'}
      </ConfirmDialog>
    </Card>
  );
}
