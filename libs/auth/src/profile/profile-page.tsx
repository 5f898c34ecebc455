import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { errorMessage, useApi } from '@portal/shared/api-client';
import { IconAlertCircle } from '@tabler/icons-react';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { getMe } from '../api/get-me';
import { userAtom } from '../session/session-atoms';
import { ContactCard } from './contact-card';
import { PasswordCard } from './password-card';
import { PersonalInfoCard } from './personal-info-card';

type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready' };

/**
 * `/profile` (spec §2: any logged-in user, from the user menu 'Profil'): name and surname,
 * e-mail and phone (changed by a code sent to the new value) and the password. Renders
 * only its content; the app's layout frames it.
 */
export function ProfilePage() {
  const client = useApi();
  const [user, setUser] = useAtom(userAtom);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  // Fresh from the server: the session's copy may be older than a change made elsewhere.
  const fetchMe = useCallback(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    getMe(client).then(
      (me) => {
        if (!live) return;
        setUser(me);
        setLoad({ kind: 'ready' });
      },
      (err: unknown) => live && setLoad({ kind: 'failed', message: errorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [client, setUser]);
  useEffect(() => fetchMe(), [fetchMe]);

  return (
    <Stack gap="lg" maw={720} w="100%">
      <Title order={1} fz="h2">
        Profil
      </Title>
      {load.kind === 'loading' && (
        <Center py="xl">
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Text>Profil bilgileriniz yükleniyor…</Text>
          </Stack>
        </Center>
      )}
      {load.kind === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Profil bilgileri alınamadı">
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{load.message}</Text>
            <Button variant="light" color="red" size="xs" onClick={fetchMe}>
              Yeniden dene
            </Button>
          </Stack>
        </Alert>
      )}
      {load.kind === 'ready' && user && (
        <>
          {/* Keyed by the user, so the form starts from the loaded values. */}
          <PersonalInfoCard key={user.publicId} user={user} />
          <ContactCard user={user} />
          <PasswordCard />
        </>
      )}
    </Stack>
  );
}
