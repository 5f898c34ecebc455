import { Alert, Grid, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { portalUserCreateSchema, PortalUserErrorCode, type MemberItem, type PortalUserCreate } from '@portal/contracts';
import { ApiError } from '@portal/shared/api-client';
import { FormActions, PhoneInput, ServerError, useContractForm } from '@portal/shared/ui';
import { IconAlertTriangle, IconCheck, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreatePortalUser } from '../api/post-portal-user';
import { useOwnMemberName, useRole } from '../state/session';
import { displayName, seatsText } from './member-text';
import { MemberSelect } from './member-select';
import { givesStaffRoles, isPrescriber, roleOptions } from './role-options';

export interface UserValues {
  name: string;
  surname: string;
  email: string;
  phone: string;
  /** A role code as text; '' until chosen. */
  type: string;
  authorizationNumber: string;
  note: string;
}

const fieldNames = ['name', 'surname', 'email', 'phone', 'type', 'authorizationNumber', 'note', 'publicMemberId'] as const;
export const emptyUser: UserValues = { name: '', surname: '', email: '', phone: '', type: '', authorizationNumber: '', note: '' };

/** POST portalUser's body: the filled fields (an empty optional one is left out), and the member when chosen. */
export function createRequest(v: UserValues, publicMemberId?: string): Record<string, unknown> {
  return {
    name: v.name,
    surname: v.surname,
    email: v.email,
    ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
    type: v.type === '' ? undefined : Number(v.type),
    ...(isPrescriber(v.type) && v.authorizationNumber.trim() ? { authorizationNumber: v.authorizationNumber.trim() } : {}),
    ...(v.note.trim() ? { note: v.note.trim() } : {}),
    ...(publicMemberId ? { publicMemberId } : {}),
  };
}

export interface UserAddFormProps {
  /** The member the user joins (uyeler/kullanici-ekle/:id); without it the admin's own, or the chosen one. */
  member?: MemberItem;
  /** BestnetAdmin picks the member (portal-users/add-user). */
  chooseMember: boolean;
  /** Where the list is: the form goes back there after adding. */
  backPath: string;
}

/**
 * A new user (spec §7 POST portalUser): name, surname, e-mail, phone, role and,
 * for prescribers, the authorisation number, a note. The seats are shown ('3/5 kullanıcı'); a
 * member without a free seat answers 409 SEATS_FULL, told plainly. The user gets an invitation
 * e-mail to set a password and appears first in the list.
 */
export function UserAddForm({ member: fixed, chooseMember, backPath }: UserAddFormProps) {
  const role = useRole();
  const ownMemberName = useOwnMemberName();
  const create = useCreatePortalUser();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<MemberItem | null>(null);
  const [seatsFull, setSeatsFull] = useState<string | null>(null);
  const member = fixed ?? chosen ?? undefined;
  const staff = givesStaffRoles(role, member?.name, ownMemberName);
  const options = roleOptions(staff);
  const publicMemberId = member?.publicId;

  const { form, onSubmit, serverError } = useContractForm(portalUserCreateSchema, {
    initialValues: emptyUser,
    toRequest: (v: UserValues) => createRequest(v, publicMemberId),
    check: (values) => (values.type && !options.some((o) => o.value === values.type) ? { type: 'Bu rol bu üyede verilemez' } : {}),
    fieldNames,
    // The member is chosen outside the form: its refusal goes above the form.
    adjustServerErrors: (errors, rest) => {
      if (errors['publicMemberId']) rest.push(String(errors['publicMemberId']));
      delete errors['publicMemberId'];
    },
    onSubmit: async (request) => {
      setSeatsFull(null);
      // Exactly the filled fields: the schema turns an absent optional one into null.
      const body = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== null && value !== undefined)) as PortalUserCreate;
      try {
        const user = await create.mutateAsync(body);
        notifications.show({
          color: 'green',
          icon: <IconCheck size={18} aria-hidden />,
          title: 'Kullanıcı eklendi',
          message: `${displayName(`${user.name} ${user.surname}`)} eklendi. Şifresini belirlemesi için ${user.email} adresine davet e-postası gönderildi.`,
        });
        await navigate(backPath);
      } catch (err) {
        if (err instanceof ApiError && err.code === PortalUserErrorCode.SeatsFull) setSeatsFull(err.message);
        else throw err;
      }
    },
  });
  const values = form.getValues();
  const prescriber = isPrescriber(values.type);
  const full = member && member.seats !== null && member.users >= member.seats;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Kullanıcı ekle">
      <Stack gap="lg">
        {seatsFull && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Kullanıcı koltukları dolu" role="alert">
            <Text fz="sm">{seatsFull}</Text>
            <Text fz="sm">Yeni kullanıcı için aboneliğin kullanıcı sayısını artırın ya da kullanılmayan bir kullanıcıyı arşivleyin.</Text>
          </Alert>
        )}
        <ServerError error={serverError} title="Kullanıcı eklenemedi" />
        {chooseMember && !fixed && <MemberSelect value={chosen} onChange={setChosen} ownMemberName={ownMemberName} />}
        {member && (
          <Text fz="sm" aria-live="polite">
            <Text span fw={600}>
              {displayName(member.name)}
            </Text>
            : {seatsText(member.users, member.seats)}
            {full ? ' (koltuklar dolu)' : ''}
          </Text>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label="Ad" withAsterisk maxLength={50} autoComplete="off" {...form.getInputProps('name')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label="Soyad" withAsterisk maxLength={50} autoComplete="off" {...form.getInputProps('surname')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label="E-posta" type="email" withAsterisk maxLength={254} autoComplete="off" description="Davet e-postası bu adrese gider." {...form.getInputProps('email')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <PhoneInput {...form.getInputProps('phone')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Select label="Rol" withAsterisk placeholder="Rol seçin" data={options} allowDeselect={false} {...form.getInputProps('type')} onChange={(v) => form.setFieldValue('type', v ?? '')} />
          </Grid.Col>
          {prescriber && (
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="Yetki belgesi numarası"
                maxLength={50}
                description="Önerilir: reçete yazan kullanıcının yetki belgesi numarası reçetelerde yazılır."
                {...form.getInputProps('authorizationNumber')}
              />
            </Grid.Col>
          )}
          <Grid.Col span={12}>
            <Textarea label="Not" autosize minRows={2} maxLength={1000} {...form.getInputProps('note')} />
          </Grid.Col>
        </Grid>
        <FormActions
          submitting={create.isPending}
          cancelTo={backPath}
          submitLabel="Ekle ve davet gönder"
          submittingLabel="Davet gönderiliyor..."
          submitIcon={<IconMailForward size={16} aria-hidden />}
        />
      </Stack>
    </form>
  );
}
