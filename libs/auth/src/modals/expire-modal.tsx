import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ExpireCode } from '@portal/contracts';
import { useAtom } from 'jotai';
import { Link } from 'react-router';
import { expireModalAtom } from '../session/session-atoms';

const titles: Record<string, string> = {
  [ExpireCode.DemoEnded]: 'Deneme süreniz sona erdi',
  [ExpireCode.DemoPending]: 'Başvurunuz onay bekliyor',
  [ExpireCode.MembershipCanceled]: 'Üyeliğiniz iptal edildi',
  [ExpireCode.AccountPassive]: 'Hesabınız pasif durumda',
  [ExpireCode.SessionIdle]: 'Oturumunuz sona erdi',
  [ExpireCode.SessionLifetime]: 'Oturumunuz sona erdi',
};

/** The account or membership cannot sign in: the server's explanation and the account it is about. */
export function ExpireModal() {
  const [expire, setExpire] = useAtom(expireModalAtom);
  const close = () => setExpire(null);
  return (
    <Modal opened={expire !== null} onClose={close} title={(expire && titles[expire.code]) ?? 'Giriş yapılamadı'} centered>
      {expire && (
        <Stack gap="md">
          <Text>{expire.content}</Text>
          <Text fz="sm" c="dimmed">
            Hesap: <strong>{expire.loginName}</strong>
          </Text>
          <Text fz="sm">
            Sorularınız için{' '}
            <Anchor component={Link} to="/iletisim" onClick={close} inherit fw={600}>
              bize ulaşın
            </Anchor>
            .
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>Tamam</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
