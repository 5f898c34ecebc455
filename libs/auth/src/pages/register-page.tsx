import { Anchor, Checkbox, Group, NativeSelect, PasswordInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { AppCode, MemberType, MemberTypeLabel, registerRequestSchema, type RegisterRequest } from '@portal/contracts';
import { useApi } from '@portal/shared/api-client';
import { AuthShell, brands, type BrandCode, useBrand, useContractForm } from '@portal/shared/ui';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { postRegister } from '../api/post-register';
import { PhoneInput } from '@portal/shared/ui';
import { LandingLink, PageHeader, passwordHint, ResultPanel, ServerAlert, SubmitButton, underField } from './form-kit';

type AccountType = RegisterRequest['accountType'];

interface RegisterValues extends Record<string, unknown> {
  accountType: AccountType;
  name: string;
  surname: string;
  email: string;
  phone: string;
  password: string;
  /** Native select values are strings ('' = none chosen); the request carries the numeric codes. */
  app: string;
  memberType: string;
  companyName: string;
  taxNumber: string;
  taxOffice: string;
  kvkkConsent: boolean;
  termsConsent: boolean;
  marketingConsent: boolean;
}

const appOfBrand: Record<BrandCode, AppCode> = { rct: AppCode.Rct, src: AppCode.Src, trc: AppCode.Trc };
const productOptions = (Object.keys(appOfBrand) as BrandCode[]).map((code) => ({ value: String(appOfBrand[code]), label: brands[code].name }));
// A native select: light, and the platform's own picker for keyboard, screen-reader and touch users.
const memberTypeOptions = [
  { value: '', label: 'Seçin', disabled: true },
  ...Object.values(MemberType).map((code) => ({ value: String(code), label: MemberTypeLabel[code] })),
];

function toRequest(v: RegisterValues) {
  const common = {
    name: v.name,
    surname: v.surname,
    email: v.email,
    phone: v.phone,
    password: v.password,
    app: Number(v.app),
    kvkkConsent: v.kvkkConsent,
    termsConsent: v.termsConsent,
    marketingConsent: v.marketingConsent,
  };
  if (v.accountType === 'individual') return { accountType: v.accountType, ...common };
  const memberType = v.memberType === '' ? undefined : Number(v.memberType);
  return { accountType: v.accountType, ...common, memberType, companyName: v.companyName, taxNumber: v.taxNumber, taxOffice: v.taxOffice };
}

/** `/register` (spec §2): an individual or corporate demo application. */
export function RegisterPage() {
  const [done, setDone] = useState(false);
  return (
    <AuthShell>
      {done ? (
        <ResultPanel title="Teşekkürler" message="Başvurunuz alındı. E-posta adresinize gönderilen bağlantı ile doğrulama yapın.">
          <Anchor component={Link} to="/" fw={600}>
            Giriş sayfasına dön
          </Anchor>
        </ResultPanel>
      ) : (
        <RegisterForm onDone={() => setDone(true)} />
      )}
    </AuthShell>
  );
}

// Kept apart from the shell so that a keystroke re-renders only the form.
function RegisterForm({ onDone }: { onDone: () => void }) {
  const brand = useBrand();
  const client = useApi();
  const { form, onSubmit, serverError } = useContractForm<RegisterValues, RegisterRequest>(registerRequestSchema, {
    name: 'register',
    toRequest,
    initialValues: {
      accountType: 'individual',
      name: '',
      surname: '',
      email: '',
      phone: '',
      password: '',
      app: String(appOfBrand[brand.code]),
      memberType: '',
      companyName: '',
      taxNumber: '',
      taxOffice: '',
      kvkkConsent: false,
      termsConsent: false,
      marketingConsent: false,
    },
    successText: true,
    onSubmit: (request) => submit(request),
  });

  const submit = async (body: RegisterRequest) => {
    await postRegister(body, client);
    onDone();
  };

  const corporate = form.values.accountType === 'corporate';
  return (
    <Stack gap="lg">
      <PageHeader title="Hesap oluştur">{brand.name} için demo başvurunuzu yapın.</PageHeader>
      <ServerAlert title="Başvuru gönderilemedi" message={serverError} />

      <form onSubmit={onSubmit} noValidate aria-label="Kayıt formu">
        <Stack gap="md">
          <SegmentedControl
            aria-label="Başvuru türü"
            fullWidth
            data={[
              { value: 'individual', label: 'Bireysel' },
              { value: 'corporate', label: 'Kurumsal' },
            ]}
            {...form.getInputProps('accountType', { withSuccess: false })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Ad" autoComplete="given-name" withAsterisk {...form.getInputProps('name')} />
            <TextInput label="Soyad" autoComplete="family-name" withAsterisk {...form.getInputProps('surname')} />
          </SimpleGrid>
          <TextInput label="E-posta" type="email" autoComplete="email" spellCheck={false} withAsterisk {...form.getInputProps('email')} />
          <PhoneInput label="Cep telefonu" withAsterisk {...form.getInputProps('phone')} />
          <PasswordInput
            label="Şifre"
            autoComplete="new-password"
            withAsterisk
            leftSection={<IconLock size={18} aria-hidden />}
            visibilityToggleButtonProps={{ 'aria-label': 'Şifreyi göster veya gizle' }}
            inputWrapperOrder={underField}
            {...form.getInputProps('password', { withSuccess: false })}
            description={passwordHint(form.values.password)}
          />

          {corporate && (
            <>
              <NativeSelect label="Üye tipi" data={memberTypeOptions} withAsterisk {...form.getInputProps('memberType')} />
              <TextInput label="Firma adı" autoComplete="organization" withAsterisk {...form.getInputProps('companyName')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Vergi numarası" inputMode="numeric" maxLength={10} withAsterisk {...form.getInputProps('taxNumber')} />
                <TextInput label="Vergi dairesi" withAsterisk {...form.getInputProps('taxOffice')} />
              </SimpleGrid>
            </>
          )}

          <NativeSelect label="Başvurduğunuz ürün" data={productOptions} withAsterisk {...form.getInputProps('app', { withSuccess: false })} />

          <Checkbox
            label={
              <>
                <LandingLink path="/kvkk">KVKK aydınlatma metnini</LandingLink> okudum, kişisel verilerimin işlenmesini kabul ediyorum.
              </>
            }
            {...form.getInputProps('kvkkConsent', { type: 'checkbox' })}
          />
          <Checkbox
            label={
              <>
                <LandingLink path="/kullanim-kosullari">Kullanım koşullarını</LandingLink> kabul ediyorum.
              </>
            }
            {...form.getInputProps('termsConsent', { type: 'checkbox' })}
          />
          <Checkbox
            label="Kampanya ve duyurulardan e-posta ve SMS ile haberdar olmak istiyorum (isteğe bağlı)."
            {...form.getInputProps('marketingConsent', { type: 'checkbox' })}
          />
          <SubmitButton busy={form.submitting}>Başvur</SubmitButton>
        </Stack>
      </form>

      <Group justify="center" gap={4}>
        <Text fz="sm">Zaten hesabınız var mı?</Text>
        <Anchor component={Link} to="/" fz="sm" fw={600}>
          Giriş yap
        </Anchor>
      </Group>
    </Stack>
  );
}
