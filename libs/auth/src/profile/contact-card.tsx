import { Button, Group, Stack, Text } from '@mantine/core';
import type { ContactKind, SessionUser } from '@portal/contracts';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { formatTrPhone } from '@portal/shared/ui';
import { ContactChangeModal } from './contact-change-modal';
import { ProfileCard } from './profile-kit';

/** E-mail and phone; either is changed only through a code sent to the new value. */
export function ContactCard({ user }: { user: SessionUser }) {
  const [changing, setChanging] = useState<ContactKind | null>(null);
  return (
    <ProfileCard title="İletişim bilgileri" description="Yeni e-posta adresi veya telefon numarası, gönderilen kodla doğrulandıktan sonra kaydedilir.">
      <Stack gap="sm">
        <ContactRow icon={<IconMail size={20} aria-hidden />} label="E-posta" value={user.email} action="E-posta adresini değiştir" onChange={() => setChanging('email')} />
        <ContactRow
          icon={<IconPhone size={20} aria-hidden />}
          label="Cep telefonu"
          value={user.phone ? formatTrPhone(user.phone) : null}
          action={user.phone ? 'Cep telefonunu değiştir' : 'Cep telefonu ekle'}
          onChange={() => setChanging('phone')}
        />
      </Stack>
      <ContactChangeModal kind={changing} user={user} onClose={() => setChanging(null)} />
    </ProfileCard>
  );
}

function ContactRow({ icon, label, value, action, onChange }: { icon: ReactNode; label: string; value: string | null; action: string; onChange: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {icon}
        <div style={{ minWidth: 0 }}>
          <Text fz="sm" c="gray.7">
            {label}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {value ?? 'Kayıtlı değil'}
          </Text>
        </div>
      </Group>
      {/* The visible word is short; the accessible name says what changes. */}
      <Button variant="light" onClick={onChange} aria-label={action}>
        {value ? 'Değiştir' : 'Ekle'}
      </Button>
    </Group>
  );
}
