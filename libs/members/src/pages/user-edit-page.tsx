import { Anchor, Stack, Title } from '@mantine/core';
import { LoadError, Loading, NotFound } from '@portal/shared/ui';
import { ApiError } from '@portal/shared/api-client';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { usePortalUser } from '../api/get-portal-user';
import { UserEditForm } from '../components/user-edit-form';
import { useSelectedUser } from '../state/portal-slice';

/**
 * `portal-users/edit-user/:id` and `uyeler/kullanici-guncelle/:id` (spec §2): the user of the
 * route's publicId, edited by field; back to the list it came from.
 */
export function UserEditPage({ backPath, backLabel }: { backPath: string; backLabel: string }) {
  const { id = '' } = useParams();
  const user = usePortalUser(id);
  const [, select] = useSelectedUser();
  useEffect(() => {
    if (user.data) select(user.data.publicId);
  }, [user.data, select]);

  let body;
  if (user.error instanceof ApiError && (user.error.status === 404 || user.error.status === 400 || user.error.status === 403)) body = <NotFound backTo={backPath} backLabel={`${backLabel} listesine dön`} />;
  else if (user.isError) body = <LoadError title="Kullanıcı alınamadı" error={user.error} onRetry={() => void user.refetch()} />;
  else if (!user.data) body = <Loading text="Kullanıcı yükleniyor…" />;
  else body = <UserEditForm key={user.data.publicId} user={user.data} backPath={backPath} />;

  return (
    <Stack gap="lg" w="100%" maw={880}>
      <div>
        <Anchor component={Link} to={backPath} fz="sm">
          ← {backLabel}
        </Anchor>
        <Title order={1} fz="h2" mt={4}>
          Kullanıcıyı Düzenle
        </Title>
      </div>
      {body}
    </Stack>
  );
}
