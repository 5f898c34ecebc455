import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useAtom } from 'jotai';
import { Link } from 'react-router';
import { verificationModalAtom } from '../session/session-atoms';

/** `/verify?ticket=` with the masked number, already masked by the server, for the page to show. */
export function verifyPageLink({ ticket, phoneMasked }: { ticket: string; phoneMasked: string }): string {
  const params = new URLSearchParams({ ticket });
  if (phoneMasked) params.set('phone', phoneMasked);
  return `/verify?${params.toString()}`;
}

/** Mail or phone not verified yet: the way on is the verification page with the login's ticket. */
export function VerificationModal() {
  const [verification, setVerification] = useAtom(verificationModalAtom);
  const close = () => setVerification(null);
  return (
    <Modal opened={verification !== null} onClose={close} title="Hesabınızı doğrulayın" centered>
      {verification && (
        <Stack gap="md">
          <Text>Giriş yapabilmek için e-posta adresinizi ve cep telefonunuzu doğrulamanız gerekiyor.</Text>
          <Text>
            Doğrulama kodu <strong>{verification.phoneMasked}</strong> numaralı telefonunuza gönderildi.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Kapat
            </Button>
            <Button component={Link} to={verifyPageLink(verification)} onClick={close}>
              Doğrulamaya devam et
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
