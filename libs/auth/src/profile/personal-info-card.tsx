import { Group, Stack, TextInput } from '@mantine/core';
import { updateProfileRequestSchema, type SessionUser, type UpdateProfileRequest } from '@portal/contracts';
import { errorMessage, useApi } from '@portal/shared/api-client';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { patchMe } from '../api/patch-me';
import { focusFirstError, ServerAlert, SubmitButton, useSchemaForm } from '../pages/form-kit';
import { userAtom } from '../session/session-atoms';
import { notifySuccess, ProfileCard, showFieldErrors } from './profile-kit';

interface PersonalValues extends Record<string, unknown> {
  name: string;
  surname: string;
}

/** Name and surname; the header's name follows through `userAtom`. */
export function PersonalInfoCard({ user }: { user: SessionUser }) {
  const client = useApi();
  const setUser = useSetAtom(userAtom);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSchemaForm<PersonalValues, UpdateProfileRequest>({
    name: 'profile-personal',
    initialValues: { name: user.name, surname: user.surname },
    schema: updateProfileRequestSchema,
    toRequest: (v) => v,
  });

  const submit = async (body: UpdateProfileRequest) => {
    setServerError(null);
    try {
      const updated = await patchMe(body, client);
      setUser(updated);
      form.setInitialValues({ name: updated.name, surname: updated.surname });
      form.setValues({ name: updated.name, surname: updated.surname });
      notifySuccess('Kaydedildi', 'Kişisel bilgileriniz güncellendi.');
    } catch (err) {
      setServerError(errorMessage(err));
      showFieldErrors(form, err);
    }
  };

  return (
    <ProfileCard title="Kişisel bilgiler">
      <ServerAlert title="Bilgiler kaydedilemedi" message={serverError} />
      <form onSubmit={form.onSubmit(submit, focusFirstError(form))} noValidate aria-label="Kişisel bilgiler formu">
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
