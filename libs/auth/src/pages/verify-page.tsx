import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { verifyEmailRequestSchema, verifySmsRequestSchema } from '@portal/contracts';
import { ApiError, errorMessage, useApi } from '@portal/shared/api-client';
import { AuthShell, useContractForm } from '@portal/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { postVerify } from '../api/post-verify';
import { postVerifySms, type VerifySmsRequest } from '../api/post-verify-sms';
import { CodeField, ResendCode } from './code-field';
import { PageHeader, ResultPanel, ServerAlert, SubmitButton } from './form-kit';

type Step =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'code'; ticket: string; phoneMasked?: string }
  /** The API's own words: a registration's demo request, or just a verified phone. */
  | { kind: 'done'; message: string };

const invalidLink = 'Doğrulama bağlantısı geçersiz ya da süresi dolmuş. Yeniden kayıt olarak yeni bir bağlantı alabilirsiniz.';

/** A 4xx means the link itself is bad; anything else (network, 5xx) is told as it is. */
const linkProblem = (err: unknown) => (err instanceof ApiError && typeof err.status === 'number' && err.status < 500 ? invalidLink : errorMessage(err));

/** Only the server's mask (`+90 5** *** ** 67`) is shown: the link must not put other text on the page. */
const maskedPhone = /^\+\d{1,3} \d\*\* \*\*\* \*\* \d{2}$/;

function firstStep(token: string | null, ticket: string | null, phone: string | null): Step {
  if (ticket) {
    if (!verifySmsRequestSchema.shape.ticket.safeParse(ticket).success) return { kind: 'invalid', message: invalidLink };
    return { kind: 'code', ticket, ...(phone && maskedPhone.test(phone) ? { phoneMasked: phone } : {}) };
  }
  if (token && verifyEmailRequestSchema.safeParse({ token }).success) return { kind: 'checking' };
  return { kind: 'invalid', message: invalidLink };
}

/**
 * `/verify` (spec §2): the e-mail link (`?token=`) is exchanged for an SMS ticket, then the
 * 6-digit code completes the verification. `?ticket=` (from the login's verification modal, with
 * the masked `&phone=`) starts at the code.
 */
export function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const ticket = params.get('ticket');
  const phone = params.get('phone');
  // A new link restarts the flow.
  return <VerifyFlow key={`${token}|${ticket}|${phone}`} token={token} ticket={ticket} phone={phone} />;
}

function VerifyFlow({ token, ticket, phone }: { token: string | null; ticket: string | null; phone: string | null }) {
  const client = useApi();
  const [step, setStep] = useState<Step>(() => firstStep(token, ticket, phone));

  // The token is single use: StrictMode's second effect run must reuse the first request.
  const request = useRef<{ token: string; promise: ReturnType<typeof postVerify> } | null>(null);
  useEffect(() => {
    if (step.kind !== 'checking' || !token) return;
    if (request.current?.token !== token) request.current = { token, promise: postVerify({ token }, client) };
    let live = true;
    request.current.promise.then(
      (data) => live && setStep({ kind: 'code', ticket: data.ticket, phoneMasked: data.phoneMasked }),
      (err: unknown) => live && setStep({ kind: 'invalid', message: linkProblem(err) }),
    );
    return () => {
      live = false;
    };
  }, [step.kind, token, client]);

  return (
    <AuthShell>
      {step.kind === 'checking' && (
        <Center py="xl">
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Text>Doğrulama bağlantınız kontrol ediliyor…</Text>
          </Stack>
        </Center>
      )}
      {step.kind === 'invalid' && (
        <ResultPanel title="Bağlantı geçersiz" color="red" message={step.message}>
          <Anchor component={Link} to="/register" fw={600}>
            Yeniden kayıt ol
          </Anchor>
        </ResultPanel>
      )}
      {step.kind === 'code' && <CodeStep ticket={step.ticket} phoneMasked={step.phoneMasked} onDone={(message) => setStep({ kind: 'done', message })} />}
      {step.kind === 'done' && (
        <ResultPanel title="Doğrulama tamamlandı" message={step.message}>
          <Anchor component={Link} to="/" fw={600}>
            Giriş sayfasına git
          </Anchor>
        </ResultPanel>
      )}
    </AuthShell>
  );
}

function CodeStep({ ticket, phoneMasked, onDone }: { ticket: string; phoneMasked?: string; onDone: (message: string) => void }) {
  const client = useApi();
  const { form, onSubmit, serverError, setServerError } = useContractForm<{ code: string }, VerifySmsRequest>(verifySmsRequestSchema, {
    name: 'verify-sms',
    initialValues: { code: '' },
    toRequest: (v) => ({ ticket, code: v.code }),
    successText: true,
    onSubmit: (request) => submit(request),
  });

  const submit = async (body: VerifySmsRequest) => {
    onDone((await postVerifySms(body, client)).message);
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Telefonunuzu doğrulayın">
        {phoneMasked ? `${phoneMasked} numarasına gönderilen 6 haneli kodu girin.` : 'Cep telefonunuza gönderilen 6 haneli kodu girin.'}
      </PageHeader>
      <ServerAlert title="Doğrulama yapılamadı" message={serverError} />
      <form onSubmit={onSubmit} noValidate aria-label="SMS doğrulama formu">
        <Stack gap="md">
          <CodeField {...form.getInputProps('code')} />
          <Text fz="sm" c="gray.7">
            Kod en fazla 10 dakika geçerlidir.
          </Text>
          <SubmitButton busy={form.submitting}>Doğrula</SubmitButton>
        </Stack>
      </form>
      <ResendCode
        ticket={ticket}
        onSent={() => {
          setServerError(null);
          form.setFieldValue('code', '');
        }}
      />
    </Stack>
  );
}
