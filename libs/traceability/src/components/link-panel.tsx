import { Button, CopyButton, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_LABELS, LABELS_PER_PAGE } from '@portal/contracts';
import { errorMessage, useApi } from '@portal/shared/api-client';
import { ConfirmDialog, LoadError, saveFile } from '@portal/shared/ui';
import { IconPrinter, IconQrcode } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { fetchLabels, useLink, useMakeLink, useRevokeLink } from '../api/link';

type Confirm = 'renew' | 'revoke' | null;

/**
 * The lot's consumer link behind the QR code (make, share, renew, revoke) and the
 * printable label sheet for packing.
 */
export function LinkPanel({ lotId, lotCode }: { lotId: number; lotCode: string }) {
  const client = useApi();
  const link = useLink(lotId);
  const make = useMakeLink(lotId);
  const revoke = useRevokeLink(lotId);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [count, setCount] = useState<number | string>(LABELS_PER_PAGE);
  const [printing, setPrinting] = useState(false);

  const fail = (title: string) => (err: unknown) => notifications.show({ color: 'red', title, message: errorMessage(err) });
  const countOk = typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= MAX_LABELS;

  const print = async () => {
    if (!countOk) return;
    setPrinting(true);
    try {
      const pdf = await fetchLabels(client, lotId, count);
      saveFile(pdf, `${lotCode}-etiketler.pdf`);
      await link.refetch();
    } catch (err) {
      fail('Etiketler hazırlanamadı')(err);
    } finally {
      setPrinting(false);
    }
  };

  const share = async (url: string) => {
    try {
      await navigator.share({ title: `${lotCode} – ürün bilgisi`, url });
    } catch {
      // The user closed the share sheet: nothing to tell.
    }
  };

  return (
    <Paper component="section" aria-labelledby="lot-link-title" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="lot-link-title">
          Tüketici bağlantısı ve etiketler
        </Title>
        {link.error ? (
          <LoadError title="Bağlantı okunamadı" error={link.error} onRetry={() => void link.refetch()} />
        ) : link.isPending ? (
          <Text role="status">Bağlantı yükleniyor…</Text>
        ) : link.data ? (
          <Stack gap="sm">
            <Group align="flex-start" gap="md">
              <QRCodeSVG value={link.data.qrUrl} size={144} level="H" marginSize={2} role="img" aria-label={`Tüketici sayfasının QR kodu: ${link.data.qrUrl}`} />
              <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
                <Text fz="sm">Paketteki QR kod bu adrese götürür:</Text>
                <Text fz="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="lot-qr-url">
                  {link.data.qrUrl}
                </Text>
                <Group gap="xs">
                  <CopyButton value={link.data.qrUrl}>
                    {({ copied, copy }) => (
                      <Button size="xs" variant="light" onClick={copy}>
                        {copied ? 'Kopyalandı' : 'Bağlantıyı kopyala'}
                      </Button>
                    )}
                  </CopyButton>
                  {typeof navigator !== 'undefined' && 'share' in navigator && (
                    <Button size="xs" variant="light" onClick={() => void share(link.data!.qrUrl)}>
                      Paylaş
                    </Button>
                  )}
                  <Button component="a" href={link.data.qrUrl} target="_blank" rel="noopener noreferrer" size="xs" variant="subtle">
                    Sayfayı aç
                  </Button>
                </Group>
              </Stack>
            </Group>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setConfirm('renew')}>
                Bağlantıyı yenile
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => setConfirm('revoke')}>
                Bağlantıyı kaldır
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">Bu partinin tüketici sayfası henüz paylaşılmadı. Bağlantı oluşturunca QR kodu burada görünür; etiket basmak da bağlantıyı oluşturur.</Text>
            <Button leftSection={<IconQrcode size={18} aria-hidden />} loading={make.isPending} onClick={() => make.mutate(undefined, { onError: fail('Bağlantı oluşturulamadı') })}>
              Tüketici bağlantısı oluştur
            </Button>
          </Stack>
        )}
        <Group align="flex-end" gap="sm">
          <NumberInput
            label="Etiket sayısı"
            description={`Sayfa başına ${LABELS_PER_PAGE}, en çok ${MAX_LABELS}`}
            min={1}
            max={MAX_LABELS}
            allowDecimal={false}
            allowNegative={false}
            value={count}
            onChange={setCount}
            error={countOk ? undefined : `1 ile ${MAX_LABELS} arasında bir sayı girin`}
            w={180}
          />
          <Button leftSection={<IconPrinter size={18} aria-hidden />} loading={printing} disabled={!countOk} onClick={() => void print()}>
            Etiketleri indir (PDF)
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm === 'renew' ? 'Bağlantı yenilensin mi?' : 'Bağlantı kaldırılsın mı?'}
        confirmLabel={confirm === 'renew' ? 'Yenile' : 'Kaldır'}
        color={confirm === 'revoke' ? 'red' : undefined}
        busy={make.isPending || revoke.isPending}
        error={null}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const done = { onSettled: () => setConfirm(null) };
          if (confirm === 'renew') make.mutate(undefined, { ...done, onError: fail('Bağlantı yenilenemedi') });
          else revoke.mutate(undefined, { ...done, onError: fail('Bağlantı kaldırılamadı') });
        }}
      >
        {confirm === 'renew'
          ? 'Yeni bir adres oluşturulur; basılmış etiketlerdeki QR kodlar artık açılmaz. Etiketleri yeniden basmanız gerekir.'
          : 'Tüketici sayfası kapanır; basılmış etiketlerdeki QR kodlar artık açılmaz.'}
      </ConfirmDialog>
    </Paper>
  );
}
