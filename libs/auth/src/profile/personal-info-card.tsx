import { Group, Stack, TextInput } from '@mantine/core';
import { updateProfileRequestSchema, type SessionUser, type UpdateProfileRequest } from '@portal/contracts';
import { useApi } from '@portal/shared/api-client';
import { useContractForm } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { patchMe } from '../api/patch-me';
import { ServerAlert, SubmitButton } from '../pages/form-kit';
import { userAtom } from '../session/session-atoms';
import { notifySuccess, ProfileCard } from './profile-kit';

interface PersonalValues extends Record<string, unknown> {
  name: string;
  surname: string;
}

/** Name and surname; the header's name follows through `userAtom`. */
export function PersonalInfoCard({ user }: { user: SessionUser }) {
  const client = useApi();
  const setUser = useSetAtom(userAtom);
  const { form, onSubmit, serverError } = useContractForm<PersonalValues, UpdateProfileRequest>(updateProfileRequestSchema, {
    name: 'profile-personal',
    initialValues: { name: user.name, surname: user.surname },
    toRequest: (v) => v,
    successText: true,
    onSubmit: (request) => submit(request),
  });

  const submit = async (body: UpdateProfileRequest) => {
    const updated = await patchMe(body, client);
    setUser(updated);
    form.setInitialValues({ name: updated.name, surname: updated.surname });
    form.setValues({ name: updated.name, surname: updated.surname });
    notifySuccess('Kaydedildi', 'Kişisel bilgileriniz güncellendi.');
  };

  return (
    <ProfileCard title="Kişisel bilgiler">
      <ServerAlert title="Bilgiler kaydedilemedi" message={serverError} />
      <form onSubmit={onSubmit} noValidate aria-label="Kişisel bilgiler formu">
        <Stack gap="md">
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label="Ad" autoComplete="given-name" withAsterisk miw={200} {...form.getInputProps('name')} />
            <TextInput label="Soyad" autoComplete="family-name" withAsterisk miw={200} {...form.getInputProps('surname')} />
          </Group>
          <SubmitButton busy={form.submitting}>Kaydet</SubmitButton>
        </Stack>
      </form>
    </ProfileCard>
  );
}
