import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { farmerPhoneBodySchema, type Prescription } from '@portal/contracts';
import { ConfirmDialog, useContractForm } from '@portal/shared/ui';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useSendSms, useWhatsappShare } from '../api/post-farmer-phone';

export type PhoneShareTarget = 'sms' | 'whatsapp';

export interface PhoneShareDialogProps {
  prescription: Prescription;
  target: PhoneShareTarget | null;
  onClose(): void;
}

const titles: Record<PhoneShareTarget, string> = { sms: 'SMS ile gönder', whatsapp: 'WhatsApp ile paylaş' };

/**
 * "SMS ile gönder" / "WhatsApp ile paylaş": the prescription number and its public link to the
 * farmer's phone, the producer's number prefilled and changeable. The SMS goes through the outbox
 * and joins the delivery list; WhatsApp opens its share link with the same text.
 */
export function PhoneShareDialog({ prescription, target, onClose }: PhoneShareDialogProps) {
  // A fresh form per opening: the number typed for one send is not kept for the next.
  return target ? <PhoneShareForm key={target} prescription={prescription} target={target} onClose={onClose} /> : null;
}

function PhoneShareForm({ prescription, target, onClose }: { prescription: Prescription; target: PhoneShareTarget; onClose(): void }) {
  const sms = useSendSms();
  const whatsapp = useWhatsappShare();
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const producerPhone = prescription.producer?.phone ?? '';
  // The producer's own number is sent as none: the API takes it from the record and names the producer.
  const phoneOf = (typed: string) => (typed.trim() && typed.trim() !== producerPhone ? typed.trim() : null);
  const { form, onSubmit, serverError, submitting } = useContractForm(farmerPhoneBodySchema, {
    initialValues: { phone: producerPhone },
    toRequest: (v) => ({ phone: v.phone.trim() || null }),
    successText: false,
    onSubmit: async (_request, v) => {
      const request = { prescriptionId: prescription.id, phone: phoneOf(v.phone) };
      if (target === 'sms') {
        const sent = await sms.mutateAsync(request);
        notifications.show({
          color: 'green',
          icon: <IconCheck size={18} aria-hidden />,
          title: 'SMS kuyruğa alındı',
          message: `${sent.phone} numarasına ${sent.segments} SMS olarak gönderilecek. Durumunu “Gönderimler” bölümünde görebilirsiniz.`,
        });
        onClose();
        return;
      }
      const share = await whatsapp.mutateAsync(request);
      setShareUrl(share.url);
      window.open(share.url, '_blank', 'noopener,noreferrer');
    },
  });
  const error = serverError && Object.keys(form.errors).length === 0 ? (serverError.rest.length > 0 ? serverError.rest.join(' ') : serverError.message) : null;

  return (
    <ConfirmDialog
      opened
      title={titles[target]}
      confirmLabel={target === 'sms' ? 'Gönder' : 'WhatsApp’ta aç'}
      busy={submitting}
      error={error}
      errorTitle="Gönderilemedi"
      focusCancel={false}
      onCancel={onClose}
      onConfirm={() => onSubmit()}
      extra={
        // A form, so that Enter in the number sends as the action button does.
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="xs">
            <TextInput label="Cep telefonu" placeholder="0532 123 45 67" data-autofocus {...form.getInputProps('phone')} />
            {shareUrl && (
              <Text fz="sm">
                WhatsApp açılmadıysa{' '}
                <Anchor href={shareUrl} target="_blank" rel="noopener noreferrer">
                  paylaşım bağlantısını buradan açın
                </Anchor>
                .
              </Text>
            )}
          </Stack>
        </form>
      }
    >
      Reçete numarası ve reçetenin paylaşım bağlantısı kısa bir mesajla {target === 'sms' ? 'SMS olarak gönderilir' : 'WhatsApp’ta paylaşılmak üzere hazırlanır'}. Numara üretici kaydından alınmıştır; gerekirse değiştirebilirsiniz.
    </ConfirmDialog>
  );
}
