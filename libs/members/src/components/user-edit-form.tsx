import { Alert, Anchor, Grid, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { userAtom } from '@portal/shared/api-client';
import { portalUserEditSchema, StaffRoles, type PortalUser, type Role } from '@portal/contracts';
import { FormActions, PhoneInput, ServerError, useContractForm } from '@portal/shared/ui';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router';
import { useEditUserField } from '../api/patch-portal-user-field';
import { isPrescriber, roleOptions } from './role-options';
import { userName } from './user-name';
import { UserStatusBadge } from './user-status-badge';

interface EditValues {
  name: string;
  surname: string;
  phone: string;
  type: string;
  authorizationNumber: string;
  note: string;
}

const fieldNames = ['name', 'surname', 'phone', 'type', 'authorizationNumber', 'note'] as const;

const valuesOf = (u: PortalUser): EditValues => ({
  name: u.name,
  surname: u.surname,
  phone: u.phone ?? '',
  type: String(u.type),
  authorizationNumber: u.authorizationNumber ?? '',
  note: u.note ?? '',
});

/** PATCH portalUser/editField's body: the publicId and only the fields that changed (emptied optional ones as null). */
export function editRequest(publicId: string, before: EditValues, after: EditValues): Record<string, unknown> {
  const body: Record<string, unknown> = { publicId };
  for (const key of fieldNames) {
    const value = after[key].trim();
    if (value === before[key].trim()) continue;
    if (key === 'type') body[key] = Number(value);
    else if (key === 'name' || key === 'surname') body[key] = value;
    else body[key] = value === '' ? null : value;
  }
  return body;
}

/**
 * A user edited by field (spec §4 "Portal user", §7 PATCH portalUser/editField): name, surname,
 * phone, role, authorisation number and note; only what changed is sent. The e-mail is the
 * user's own to change (profile).
 */
export function UserEditForm({ user, backPath }: { user: PortalUser; backPath: string }) {
  const edit = useEditUserField();
  const navigate = useNavigate();
  const self = useAtomValue(userAtom)?.publicId === user.publicId;
  const initialValues = valuesOf(user);
  const staff = StaffRoles.includes(user.type as Role);
  const { form, onSubmit, serverError } = useContractForm(portalUserEditSchema, {
    initialValues,
    toRequest: (v: EditValues) => editRequest(user.publicId, initialValues, v),
    fieldNames,
    // The contract refuses a request that changes nothing.
    wholeRequestMessage: 'Değişiklik yapılmadı.',
    onSubmit: async (request) => {
      const saved = await edit.mutateAsync(request);
      notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title: 'Kaydedildi', message: `${userName(saved)} güncellendi.` });
      await navigate(backPath);
    },
  });
  const values = form.getValues();

  if (self) {
    return (
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title="Bu sizin hesabınız">
        <Text fz="sm">
          Kendi bilgilerinizi{' '}
          <Anchor component={Link} to="/profile">
            Profil
          </Anchor>{' '}
          sayfasından değiştirebilirsiniz.
        </Text>
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Kullanıcıyı düzenle">
      <Stack gap="lg">
        <Group gap="sm">
          <UserStatusBadge user={user} />
          <Text fz="sm" c="dimmed">
            {user.memberName}
          </Text>
        </Group>
        <ServerError error={serverError} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label="Ad" withAsterisk maxLength={50} {...form.getInputProps('name')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label="Soyad" withAsterisk maxLength={50} {...form.getInputProps('surname')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label="E-posta" value={user.email} readOnly description="E-posta adresini kullanıcı kendi profilinden değiştirir." />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <PhoneInput {...form.getInputProps('phone')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Select
              label="Rol"
              withAsterisk
              data={roleOptions(staff)}
              allowDeselect={false}
              {...form.getInputProps('type')}
              onChange={(v) => form.setFieldValue('type', v ?? '')}
            />
          </Grid.Col>
          {(isPrescriber(values.type) || values.authorizationNumber) && (
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput label="Yetki belgesi numarası" maxLength={50} description="Önerilir: reçetelerde yazılır." {...form.getInputProps('authorizationNumber')} />
            </Grid.Col>
          )}
          <Grid.Col span={12}>
            <Textarea label="Not" autosize minRows={2} maxLength={1000} {...form.getInputProps('note')} />
          </Grid.Col>
        </Grid>
        <FormActions submitting={edit.isPending} cancelTo={backPath} note={null} />
      </Stack>
    </form>
  );
}
