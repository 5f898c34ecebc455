import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useAtom } from 'jotai';
import { Link } from 'react-router';
import { verificationModalAtom } from '../session/session-atoms';

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
            Doğrulama kodu <strong>{verification.phoneMasked}</strong> numaralı telefonunuza gönderilecek.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Kapat
            </Button>
            <Button component={Link} to={`/verify?ticket=${encodeURIComponent(verification.ticket)}`} onClick={close}>
              Doğrulamaya devam et
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
